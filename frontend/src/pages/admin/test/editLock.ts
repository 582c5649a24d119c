import { AcquireEditLockDocument } from '../../../graphql/generated/admin/graphql';
import { mockData } from '../../../test/mocks';

/**
 * Opening record `recordId` of `recordType`: `holder` has had it open since 13:55 in Alberta
 * (someone else's lock), for any editor's test.
 */
export const heldLockMock = (recordType: string, recordId: string, holder: string) =>
  mockData(AcquireEditLockDocument, {
    variables: (variables) =>
      variables.recordType === recordType && variables.recordId === recordId,
    data: {
      acquireEditLock: {
        __typename: 'AcquireEditLockPayload' as const,
        lock: {
          __typename: 'EditLock' as const,
          recordType,
          recordId,
          holder,
          since: '2026-11-25T20:55:00.000Z',
          mine: false,
        },
        userErrors: [],
      },
    },
  });
