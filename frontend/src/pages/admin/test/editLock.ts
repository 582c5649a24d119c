import {
  AcquireEditLockDocument,
  ReleaseEditLockDocument,
} from '../../../graphql/generated/admin/graphql';
import { mockData } from '../../../test/mocks';

/** The opening of record `recordId` of `recordType`, answered with `holder`'s lock since 13:55. */
const acquireMock = (recordType: string, recordId: string, holder: string, mine: boolean) =>
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
          mine,
        },
        userErrors: [],
      },
    },
  });

/**
 * Opening record `recordId` of `recordType`: `holder` has had it open since 13:55 in Alberta
 * (someone else's lock), for any editor's test.
 */
export const heldLockMock = (recordType: string, recordId: string, holder: string) =>
  acquireMock(recordType, recordId, holder, false);

/**
 * Opening record `recordId` of `recordType` when no one else has it: the lock is this editor's,
 * and leaving the editor lets go of it (both answered, so no request goes unanswered).
 */
export const ownLockMocks = (recordType: string, recordId: string) => [
  acquireMock(recordType, recordId, 'admin', true),
  mockData(ReleaseEditLockDocument, {
    variables: (variables) =>
      variables.recordType === recordType && variables.recordId === recordId,
    data: {
      releaseEditLock: { __typename: 'ReleaseEditLockPayload', released: true, userErrors: [] },
    },
  }),
];
