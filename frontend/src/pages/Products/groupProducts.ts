import type { ProductCategory } from '../../graphql/generated/graphql';
import { PRODUCT_CATEGORY_LABELS } from '../../app/labels';

export interface ProductGroup<T> {
  category: ProductCategory;
  /** The category's name as shown, e.g. "Plant Nutrition". */
  label: string;
  products: T[];
}

/**
 * Products under each category, in display order (spec section 3), keeping the products' own
 * order. Every category gets a group, empty or not.
 */
export function groupProductsByCategory<T extends { category: ProductCategory }>(
  products: readonly T[],
): ProductGroup<T>[] {
  return (Object.entries(PRODUCT_CATEGORY_LABELS) as [ProductCategory, string][]).map(
    ([category, label]) => ({
      category,
      label,
      products: products.filter((product) => product.category === category),
    }),
  );
}
