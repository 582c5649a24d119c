import { registerEnumType } from 'type-graphql';

/** What an app's card on /apps says of it (spec: Live, Beta, Coming Soon). */
export enum AppStatus {
  LIVE = 'Live',
  BETA = 'Beta',
  COMING_SOON = 'Coming Soon',
}

registerEnumType(AppStatus, {
  name: 'AppStatus',
  description: 'An app’s status on /apps: LIVE, BETA or COMING_SOON ("Coming Soon").',
  valuesConfig: {
    LIVE: { description: 'Open to everyone (default badge); the card links to the tool.' },
    BETA: { description: 'Being tested (secondary badge); a working tool’s card links to it.' },
    COMING_SOON: { description: 'Not available yet (outline badge).' },
  },
});

/** The apps of /apps, in the page's order, with the status a new site shows. */
export const SUITE_APP_DEFAULTS = {
  optimizeCalculator: AppStatus.BETA,
  sprayConditions: AppStatus.BETA,
  saltIndex: AppStatus.BETA,
  farmOps: AppStatus.COMING_SOON,
} as const;

export type SuiteAppKey = keyof typeof SUITE_APP_DEFAULTS;
export const SUITE_APP_KEYS = Object.keys(SUITE_APP_DEFAULTS) as SuiteAppKey[];
