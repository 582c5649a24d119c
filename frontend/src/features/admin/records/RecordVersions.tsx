import { RecordVersions as KitRecordVersions, type RecordVersionsProps } from 'ui-kit/admin';
import { edmontonDateTime } from '../dates';

export type { FieldLabels, RecordVersion } from 'ui-kit/admin';
export { restoredMessage } from 'ui-kit/admin';

/** The admin kit's version history, its times in Alberta's. */
export function RecordVersions(props: Omit<RecordVersionsProps, 'formatTime'>) {
  return <KitRecordVersions {...props} formatTime={edmontonDateTime} />;
}
