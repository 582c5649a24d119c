import { AppStatusesDocument, type AppStatusesQuery } from '../../graphql/generated/graphql';
import { mockData, type AnswerData } from '../../test/mocks';

const statuses = (
  appStatuses: Omit<AppStatusesQuery['company']['appStatuses'], '__typename'>,
): AnswerData<AppStatusesQuery> => ({
  company: { __typename: 'Company', appStatuses: { __typename: 'AppStatuses', ...appStatuses } },
});

/** As a new site ships: three Beta, FarmOps Manager Coming Soon. */
export const builtInStatusesMock = mockData(AppStatusesDocument, {
  data: statuses({
    optimizeCalculator: 'BETA',
    sprayConditions: 'BETA',
    saltIndex: 'BETA',
    farmOps: 'COMING_SOON',
  }),
});

/** The office opened the calculator and held the Salt Index App back. */
export const changedStatusesMock = mockData(AppStatusesDocument, {
  data: statuses({
    optimizeCalculator: 'LIVE',
    sprayConditions: 'BETA',
    saltIndex: 'COMING_SOON',
    farmOps: 'COMING_SOON',
  }),
});
