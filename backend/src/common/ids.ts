/**
 * Parses an id from a path or a GraphQL `ID`: a positive whole number that fits PostgreSQL's
 * `integer`. Anything else (e.g. "abc", "1.5", "-3") is undefined; callers answer "not found",
 * as the site does for a non-numeric product id, never a 500.
 */
export function parseId(raw: unknown): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
