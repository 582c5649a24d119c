import { REFERENCE_CATALOGUE } from 'agronomy';
import {
  FertilizerCatalogueDocument,
  type FertilizerCatalogueQuery,
} from '../../graphql/generated/graphql';
import { mockData, mockNetworkError, type AnswerData } from '../../test/mocks';

type Entry = AnswerData<FertilizerCatalogueQuery>['fertilizerCatalogue'][number];

/** One invented company product with a price, then the agronomy module's reference list. */
export const catalogueData: AnswerData<FertilizerCatalogueQuery> = {
  fertilizerCatalogue: [
    {
      __typename: 'CatalogueProduct',
      id: 'company-1',
      kind: 'COMPANY',
      name: 'Prairie Start MAP',
      grade: '11-52-0',
      nitrogenPercent: 11,
      phosphatePercent: 52,
      potashPercent: 0,
      sulphurPercent: 0,
      otherPercent: 0,
      form: 'DRY',
      lbPerUsGal: null,
      saltIndex: 26.7,
      saltIndexSource: 'Supplier data sheet, 2026',
      pricePerTonne: 1000,
      priceSetOn: '2026-11-01',
      maySeedPlace: true,
    },
    ...REFERENCE_CATALOGUE.map((entry): Entry => ({
      __typename: 'CatalogueProduct',
      id: entry.id,
      kind: 'REFERENCE',
      name: entry.name,
      grade: entry.grade,
      nitrogenPercent: entry.analysis.N,
      phosphatePercent: entry.analysis.P2O5,
      potashPercent: entry.analysis.K2O,
      sulphurPercent: entry.analysis.S,
      otherPercent: entry.otherPercent,
      form: entry.form === 'liquid' ? 'LIQUID' : entry.form === 'gas' ? 'GAS' : 'DRY',
      lbPerUsGal: entry.lbPerUsGal,
      saltIndex: entry.saltIndex,
      saltIndexSource: entry.saltIndexSource,
      pricePerTonne: null,
      priceSetOn: null,
      maySeedPlace: entry.maySeedPlace,
    })),
  ],
};

export const catalogueMock = mockData(FertilizerCatalogueDocument, { data: catalogueData });
export const catalogueErrorMock = mockNetworkError(FertilizerCatalogueDocument, {
  error: new Error('Network request failed'),
});
