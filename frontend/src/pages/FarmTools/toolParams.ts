import { PUBLIC_ROUTES } from '../../app/site-routes';

const NUTRIENT_FIELDS = ['N', 'P2O5', 'K2O', 'S'];
const BLEND_ROW_NUMBERS = [1, 2, 3, 4];

/**
 * The query parameters each farm tool reads: its whole input (the pages' form fields). The
 * server renders and caches a tool's page by these alone (app/page-key.ts), so a link or a form
 * submitted without JavaScript gets its result, and any other parameter is ignored.
 */
export const TOOL_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [PUBLIC_ROUTES.optimizeCalculator.path]: [
    'units',
    'crop',
    'area',
    'yield',
    ...NUTRIENT_FIELDS.map((nutrient) => `s${nutrient}`),
    ...NUTRIENT_FIELDS.map((nutrient) => `t${nutrient}`),
    'p',
    'mode',
  ],
  [PUBLIC_ROUTES.saltIndex.path]: [
    'units',
    ...BLEND_ROW_NUMBERS.flatMap((row) => [`p${row}`, `r${row}`]),
    'crop',
    'texture',
    'moisture',
    'spread',
    'row',
  ],
};

/** No field takes more: a catalogue id or a number. */
const MAX_VALUE_LENGTH = 60;
/** A plan weighs at most the whole catalogue, about twenty products. */
const MAX_VALUES = 60;

/** A tool's key: its own parameters in the order given (a product list keeps its order). */
export function toolPageKey(pathname: string, params: URLSearchParams): string | null {
  const names = TOOL_PARAMS[pathname];
  if (!names) return null;
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (names.includes(name) && value !== '' && value.length <= MAX_VALUE_LENGTH) {
      kept.append(name, value);
    }
    if ([...kept.keys()].length >= MAX_VALUES) break;
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * A number the farmer typed, or undefined for an empty or unreadable field, or a negative one
 * unless `negative` allows it (a temperature). A decimal comma is read as a point.
 */
export function numberParam(
  params: URLSearchParams,
  name: string,
  { negative = false } = {},
): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) && (negative || value >= 0) ? value : undefined;
}
