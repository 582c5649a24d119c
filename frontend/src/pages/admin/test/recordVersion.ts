import type { RecordVersionFieldsFragment } from '../../../graphql/generated/admin/graphql';
import type { Answer } from '../../../test/mocks';

/** One saved version of a record as `recordVersions` answers it, for an editor's mocks. */
export function recordVersion(
  version: number,
  values: Readonly<Record<string, string | null>>,
  changedFields: readonly string[] = Object.keys(values),
): Answer<RecordVersionFieldsFragment> {
  return {
    __typename: 'RecordVersion',
    id: String(100 + version),
    version,
    author: 'admin',
    createdAt: '2026-11-25T20:02:00.000Z',
    changedFields: [...changedFields],
    values: Object.entries(values).map(([name, value]) => ({
      __typename: 'VersionFieldValue' as const,
      name,
      value,
    })),
  };
}
