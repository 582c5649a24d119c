import {
  AdminCreateFertilizerProductDocument,
  AdminFertilizerProductDocument,
  AdminFertilizerProductsDocument,
  AdminUpdateFertilizerProductDocument,
  type AdminFertilizerProductFieldsFragment,
  type FertilizerProductInput,
} from '../../../graphql/generated/admin-farm/graphql';
import { mockData, mockLoading, mockNetworkError } from '../../../test/mocks';
import { recordConnection } from '../test/recordConnection';
import { recordVersion } from '../test/recordVersion';

type Row = AdminFertilizerProductFieldsFragment & { __typename: 'FertilizerProduct' };

const SOURCE = 'Fertilizer Technology and Use, Soil Science Society of America, 1985';

/** An invented company product, as the seed ships them: MAP 11-52-0, priced. */
export const prairieStart: Row = {
  __typename: 'FertilizerProduct',
  id: '1',
  name: 'Prairie Start MAP',
  nitrogenPercent: 11,
  phosphatePercent: 52,
  potashPercent: 0,
  sulphurPercent: 0,
  otherPercent: 0,
  otherNutrients: '',
  form: 'DRY',
  lbPerUsGal: null,
  saltIndex: 26.7,
  saltIndexSource: SOURCE,
  pricePerTonne: 1055,
  priceSetOn: '2026-11-02',
  maySeedPlace: true,
  sortOrder: 0,
  version: 2,
};

/** A liquid starter 10-34-0, without a price. */
export const starterLiquid: Row = {
  ...prairieStart,
  id: '4',
  name: 'Starter Liquid 10-34-0',
  nitrogenPercent: 10,
  phosphatePercent: 34,
  form: 'LIQUID',
  lbPerUsGal: 11.6,
  saltIndex: 20,
  pricePerTonne: null,
  priceSetOn: null,
  sortOrder: 1,
  version: 1,
};

/** A row as the form sends it back (the input has no id, place or version). */
export function inputOf(row: Row): FertilizerProductInput {
  const { __typename, id: _id, sortOrder: _sortOrder, version: _version, ...input } = row;
  return input;
}

const LIST_VARIABLES = { first: 25, search: null };

export const listMock = (rows: readonly Row[] = [prairieStart, starterLiquid]) =>
  mockData(AdminFertilizerProductsDocument, {
    variables: LIST_VARIABLES,
    data: {
      adminFertilizerProducts: recordConnection('FertilizerProduct', rows),
    },
  });

export const loadingMock = () =>
  mockLoading(AdminFertilizerProductsDocument, { variables: LIST_VARIABLES });

export const failureMock = () =>
  mockNetworkError(AdminFertilizerProductsDocument, {
    variables: LIST_VARIABLES,
    error: new Error('Failed to fetch'),
  });

/** The product for the editor, with its two versions: created, then priced. */
export const oneMock = (row: Row = prairieStart) =>
  mockData(AdminFertilizerProductDocument, {
    variables: { id: row.id },
    data: {
      adminFertilizerProduct: row,
      recordVersions: [
        recordVersion(2, { pricePerTonne: '1055', priceSetOn: '2026-11-02' }, [
          'pricePerTonne',
          'priceSetOn',
        ]),
        recordVersion(1, {
          name: row.name,
          form: 'DRY',
          maySeedPlace: 'true',
          pricePerTonne: null,
        }),
      ],
    },
    maxUsageCount: 3,
  });

/** updateFertilizerProduct saved `input` over version 2: the product at version 3. */
export const updateMock = (input: FertilizerProductInput) =>
  mockData(AdminUpdateFertilizerProductDocument, {
    variables: { id: prairieStart.id, expectedVersion: prairieStart.version, input },
    data: {
      updateFertilizerProduct: {
        __typename: 'UpdateFertilizerProductPayload',
        fertilizerProduct: { ...prairieStart, ...input, version: 3 },
        userErrors: [],
      },
    },
  });

/** createFertilizerProduct refused by the publish checks, each message naming its field. */
export const refusedCreateMock = (input: FertilizerProductInput) =>
  mockData(AdminCreateFertilizerProductDocument, {
    variables: { input },
    data: {
      createFertilizerProduct: {
        __typename: 'CreateFertilizerProductPayload',
        fertilizerProduct: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: ['input', 'nitrogenPercent'],
            message: 'The analysis adds up to 101 %, more than 100 %.',
            code: 'INVALID',
          },
          {
            __typename: 'UserError',
            field: ['input', 'lbPerUsGal'],
            message: 'A liquid needs its density in lb/US gal',
            code: 'INVALID',
          },
        ],
      },
    },
  });
