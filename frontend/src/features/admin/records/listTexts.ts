import type { RecordSection } from '../sections';
import type { ListConfig } from './RecordListScreen';

/** The words of a list that follow from what its rows are. */
export type ListWords = Pick<
  ListConfig<{ id: string }, never>,
  'noun' | 'what' | 'empty' | 'emptySearch'
>;

/** What a type says otherwise: any of the words, an empty state's title or description alone. */
export interface ListWordsOverrides {
  noun?: string;
  what?: string;
  empty?: Partial<ListWords['empty']>;
  emptySearch?: Partial<ListWords['emptySearch']>;
}

/**
 * The words of a list from what its rows are ("document", "documents"): the table counts
 * "documents"; "Loading the documents...", "Failed to load the documents", "Search the
 * documents"; empty, "No documents yet" and "Add the first one."; a search that finds nothing, "No
 * document matches" (and the list's "Try other words."). `overrides` holds what a type says
 * otherwise.
 */
export function listWords(
  one: string,
  many: string,
  { noun = many, what = `the ${many}`, empty, emptySearch }: ListWordsOverrides = {},
): ListWords {
  return {
    noun,
    what,
    empty: { title: `No ${many} yet`, description: 'Add the first one.', ...empty },
    emptySearch: { title: `No ${one} matches`, ...emptySearch },
  };
}

const titled = (words: string) => words.replace(/\b\w/g, (letter) => letter.toUpperCase());

/**
 * A content type's list from its section: the section's label as its title, "New {One}" to the
 * editor of a new record (none for a fixed set), and the list's words from the section's records
 * (listWords).
 */
export const listOf = (section: RecordSection, overrides: ListWordsOverrides = {}) => ({
  title: section.label,
  create: section.fixed
    ? undefined
    : { label: `New ${titled(section.one)}`, path: section.recordPath('new') },
  ...listWords(section.one, section.many, overrides),
});
