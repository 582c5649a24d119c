import { RecordVersions as KitRecordVersions, type RecordVersionsProps } from 'ui-kit/admin';
import { edmontonDateTime } from '../dates';

import type { RecordVersion } from 'ui-kit/admin';

export type { FieldLabels, RecordVersion } from 'ui-kit/admin';
export { restoredMessage } from 'ui-kit/admin';

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

/** The admin kit's version history, its times in Alberta's. */
export function RecordVersions(props: Omit<RecordVersionsProps, 'formatTime'>) {
  return <KitRecordVersions {...props} formatTime={edmontonDateTime} />;
}
