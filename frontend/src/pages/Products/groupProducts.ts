/** Spec section 3: the three fixed product categories, in display order. */
export const PRODUCT_CATEGORIES = ['Plant Nutrition', 'Soil Health', 'Organic Solutions'] as const;

export interface ProductGroup<T> {
  category: string;
  products: T[];
}

/**
 * Products under each of `categories`, in the given order, keeping the products' own order.
 * Every category gets a group, empty or not; products of other categories are left out.
 */
export function groupProductsByCategory<T extends { category: string }>(
  products: readonly T[],
  categories: readonly string[] = PRODUCT_CATEGORIES,
): ProductGroup<T>[] {
  return categories.map((category) => ({
    category,
    products: products.filter((product) => product.category === category),
  }));
}
