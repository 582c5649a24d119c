import { productBySlugPath, PUBLIC_ROUTES } from '../../app/site-routes';

/** The entry /soil-diagnostics/technology shows without a ?key= (spec: defaults to technology). */
export const DEFAULT_TECHNOLOGY_KEY = 'technology';

/**
 * The page's two keys (spec). The API holds other technology entries too (the full pages'
 * "micro-extraction" and "nanosorb"): this page shows them as any unknown key, not found.
 */
export const SOIL_TECHNOLOGY_KEYS: readonly string[] = [DEFAULT_TECHNOLOGY_KEY, 'soil-diagnostics'];

/** Whether /soil-diagnostics/technology shows this key's entry. */
export const isSoilTechnologyKey = (key: string) => SOIL_TECHNOLOGY_KEYS.includes(key);

/**
 * The content key of /soil-diagnostics/technology, read from its `?key=` search parameter
 * (e.g. ?key=soil-diagnostics); missing or blank means the default entry.
 */
export function technologyKey(search: URLSearchParams): string {
  return search.get('key')?.trim() || DEFAULT_TECHNOLOGY_KEY;
}

/** The page's own address for a key; the default entry has no search parameter. */
export function technologyPagePath(key: string): string {
  const base = PUBLIC_ROUTES.soilTechnology.path;
  return key === DEFAULT_TECHNOLOGY_KEY ? base : `${base}?key=${encodeURIComponent(key)}`;
}

/** Spec: related products link to /solutions/products/{name in lower case, spaces → hyphens}. */
export function relatedProductPath(name: string): string {
  return productBySlugPath(name.trim().toLowerCase().replace(/\s+/g, '-'));
}
