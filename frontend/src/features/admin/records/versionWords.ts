import type { RecordVersion } from 'ui-kit/admin';

// Apart from RecordVersions.tsx, which draws the kit's version history: an editor's first load
// carries these words but not the history.

/** How a field's stored values read in the office's words ("DRY" as "Dry (granular)"), by field. */
export type ValueWords = Readonly<Record<string, (value: string | null) => string | null>>;

/** The versions with the values of the fields `words` names in its words. */
export const inWords = (versions: readonly RecordVersion[], words: ValueWords): RecordVersion[] =>
  versions.map((version) => ({
    ...version,
    values: version.values.map((field) => {
      const word = words[field.name];
      return word ? { ...field, value: word(field.value) } : field;
    }),
  }));
