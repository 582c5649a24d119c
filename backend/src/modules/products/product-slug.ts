/** Lower case, spaces to hyphens: `/solutions/products/{slug}` (spec, technology pages). */
export function productSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
