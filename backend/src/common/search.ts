/*
 * Text search of the admin lists: what a search box's text becomes before it reaches SQL.
 */

/** Words of a search box taken into account; more would only slow the query down. */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search text (split on white space), at most MAX_SEARCH_WORDS of them. */
export function searchWords(text: string | null | undefined): string[] {
  return text?.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS) ?? [];
}

/**
 * A LIKE/ILIKE pattern matching `word` anywhere in a text. `%`, `_` and `\` typed in a search box
 * are matched as themselves, not as wildcards (backslash is PostgreSQL's default LIKE escape).
 */
export function containsPattern(word: string): string {
  return `%${literalPattern(word)}%`;
}

/**
 * A LIKE/ILIKE pattern matching exactly `text` (with ILIKE: whatever its case), its `%`, `_` and
 * `\` as themselves.
 */
export function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
