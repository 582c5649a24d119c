import {
  AdminFoliarProductDocument,
  AdminFoliarProductsDocument,
  AdminUpdateFoliarProductDocument,
  type AdminFoliarProductFieldsFragment,
  type FoliarProductInput,
  type UserErrorCode,
} from '../../../graphql/generated/admin-farm/graphql';
import { mockData, mockLoading } from '../../../test/mocks';
import { recordConnection } from '../test/recordConnection';
import { recordVersion } from '../test/recordVersion';

type Row = AdminFoliarProductFieldsFragment & { __typename: 'FoliarProduct' };

/** An invented foliar micronutrient, rainfast after an hour. */
export const foliarZinc: Row = {
  __typename: 'FoliarProduct',
  id: '1',
  name: 'Elite Foliar Zn',
  kind: 'FOLIAR_NUTRIENT',
  rainfastMinutes: 60,
  labelNotes: 'Spray in at least 10 US gal/ac of water; avoid leaves wet with dew.',
  sortOrder: 0,
  version: 1,
};

/** An invented herbicide, rainfast after four hours. */
export const groupTwo: Row = {
  ...foliarZinc,
  id: '2',
  name: 'Prairie Clear Herbicide',
  kind: 'HERBICIDE',
  rainfastMinutes: 240,
  labelNotes: 'Do not spray when rain is expected within four hours.',
  sortOrder: 1,
};

const LIST_VARIABLES = { first: 25, search: null };

export const listMock = (rows: readonly Row[] = [foliarZinc, groupTwo]) =>
  mockData(AdminFoliarProductsDocument, {
    variables: LIST_VARIABLES,
    data: {
      adminFoliarProducts: recordConnection('FoliarProduct', rows),
    },
  });

export const loadingMock = () =>
  mockLoading(AdminFoliarProductsDocument, { variables: LIST_VARIABLES });

export const oneMock = () =>
  mockData(AdminFoliarProductDocument, {
    variables: { id: foliarZinc.id },
    data: {
      adminFoliarProduct: foliarZinc,
      recordVersions: [recordVersion(1, { name: foliarZinc.name, rainfastMinutes: '60' })],
    },
    maxUsageCount: 3,
  });

const { name, kind, labelNotes } = foliarZinc;

/** updateFoliarProduct with this rainfast time: saved at version 2, or refused. */
export const updateMock = (
  rainfastMinutes: number,
  refusal?: { message: string; code: UserErrorCode },
) => {
  const input: FoliarProductInput = { name, kind, rainfastMinutes, labelNotes };
  return mockData(AdminUpdateFoliarProductDocument, {
    variables: { id: foliarZinc.id, expectedVersion: foliarZinc.version, input },
    data: {
      updateFoliarProduct: {
        __typename: 'UpdateFoliarProductPayload',
        foliarProduct: refusal ? null : { ...foliarZinc, rainfastMinutes, version: 2 },
        userErrors: refusal
          ? [{ __typename: 'UserError', field: ['input', 'rainfastMinutes'], ...refusal }]
          : [],
      },
    },
  });
};
