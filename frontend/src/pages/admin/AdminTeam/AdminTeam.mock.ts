import { AdminImageAssetsDocument } from '../../../graphql/generated/admin/graphql';
import {
  AdminRestoreTeamMemberVersionDocument,
  AdminTeamMembersDocument,
  AdminUpdateTeamMemberDocument,
  AdminTeamMemberDocument,
  type AdminTeamMemberFieldsFragment,
  type TeamGroup,
} from '../../../graphql/generated/admin-team/graphql';
import { mockData, mockLoading, mockNetworkError } from '../../../test/mocks';
import { CATEGORIES } from '../AdminImages/AdminImages.mock';
import { recordVersion } from '../test/recordVersion';

type Row = AdminTeamMemberFieldsFragment & { __typename: 'TeamMember' };

export const harold: Row = {
  __typename: 'TeamMember',
  id: '1',
  name: 'Harold Brandvold',
  role: 'Founder and President',
  credentials: 'B.Sc. Agriculture',
  bio: 'Harold grew up on a mixed farm near Viking.',
  imageUrl: '/images/team/harold-brandvold.svg',
  group: 'LEADERSHIP',
  sortOrder: 0,
  version: 1,
};

export const brenda: Row = {
  ...harold,
  id: '4',
  name: 'Brenda Halvorson',
  role: 'Farm Consultant, Central Alberta',
  credentials: 'P.Ag.',
  imageUrl: '/images/team/brenda-halvorson.svg',
  group: 'CONSULTANT',
};

const variables = (group: TeamGroup) => ({ group, first: 25, search: null });

export const groupMock = (group: TeamGroup, rows: readonly Row[]) =>
  mockData(AdminTeamMembersDocument, {
    variables: variables(group),
    data: {
      adminTeamMembers: {
        __typename: 'TeamMemberConnection',
        edges: rows.map((node) => ({
          __typename: 'TeamMemberEdge' as const,
          cursor: `c${node.id}`,
          node,
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: rows.length,
      },
    },
  });

export const loadingMock = () =>
  mockLoading(AdminTeamMembersDocument, { variables: variables('LEADERSHIP') });

export const failureMock = () =>
  mockNetworkError(AdminTeamMembersDocument, {
    variables: variables('LEADERSHIP'),
    error: new Error('Failed to fetch'),
  });

export const oneMock = () =>
  mockData(AdminTeamMemberDocument, {
    variables: { id: harold.id },
    data: { adminTeamMember: harold, recordVersions: [] },
  });

export const imagesMock = () =>
  mockData(AdminImageAssetsDocument, {
    variables: { first: 100 },
    data: {
      imageAssets: {
        __typename: 'ImageAssetConnection',
        edges: [],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: 0,
      },
      imageCategories: CATEGORIES,
    },
  });

/** updateTeamMember refused: the biography is blank. */
export const refusedUpdateMock = () =>
  mockData(AdminUpdateTeamMemberDocument, {
    variables: {
      id: harold.id,
      expectedVersion: 1,
      input: {
        name: 'Harold B.',
        role: harold.role,
        credentials: harold.credentials,
        bio: harold.bio,
        imageUrl: harold.imageUrl,
        group: harold.group,
      },
    },
    data: {
      updateTeamMember: {
        __typename: 'UpdateTeamMemberPayload',
        teamMember: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: ['input', 'imageUrl'],
            message: 'Portrait must be an image of the image manager',
            code: 'INVALID',
          },
        ],
      },
    },
  });

/** Harold renamed at version 2, with both versions; after a restore of version 1, at version 3. */
const renamed: Row = { ...harold, name: 'Harold B.', version: 2 };
const versions = [
  recordVersion(2, { name: renamed.name }, ['name']),
  recordVersion(1, { name: harold.name }),
];

export const versionedMock = (restored = false) =>
  mockData(AdminTeamMemberDocument, {
    variables: { id: harold.id },
    data: restored
      ? {
          adminTeamMember: { ...harold, version: 3 },
          recordVersions: [recordVersion(3, { name: harold.name }, ['name']), ...versions],
        }
      : { adminTeamMember: renamed, recordVersions: versions },
  });

/** restoreTeamMemberVersion of version 1: Harold under his first name again, at version 3. */
export const restoreMock = () =>
  mockData(AdminRestoreTeamMemberVersionDocument, {
    variables: { id: harold.id, expectedVersion: 2, version: 1 },
    data: {
      restoreTeamMemberVersion: {
        __typename: 'RestoreTeamMemberVersionPayload',
        teamMember: { ...harold, version: 3 },
        userErrors: [],
      },
    },
  });

/** restoreTeamMemberVersion refused: version 1's portrait was deleted since. */
export const refusedRestoreMock = () =>
  mockData(AdminRestoreTeamMemberVersionDocument, {
    variables: { id: harold.id, expectedVersion: 2, version: 1 },
    data: {
      restoreTeamMemberVersion: {
        __typename: 'RestoreTeamMemberVersionPayload',
        teamMember: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: ['imageUrl'],
            message: 'Portrait must be an image of the image manager',
            code: 'INVALID',
          },
        ],
      },
    },
  });
