import type { AppCardApp } from 'ui-kit';
import type { AppStatus, AppStatusesQuery } from '../../graphql/generated/graphql';
import { PUBLIC_ROUTES } from '../../app/site-routes';

export type SuiteAppKey = keyof Omit<AppStatusesQuery['company']['appStatuses'], '__typename'>;

export interface SuiteApp extends AppCardApp {
  key: SuiteAppKey;
  /** The tool's page, once it works; its card links there unless the office says Coming Soon. */
  path?: string;
}

/** The spec's words for the statuses the office sets in Settings. */
export const APP_STATUS_LABELS: Readonly<Record<AppStatus, string>> = {
  LIVE: 'Live',
  BETA: 'Beta',
  COMING_SOON: 'Coming Soon',
};

/**
 * The companion apps of /apps (spec: "Agricultural Technology Suite"), with the status a new site
 * shows (the office changes it in Settings): three are in beta testing with growers, FarmOps
 * Manager is still being built.
 */
export const SUITE_APPS: SuiteApp[] = [
  {
    key: 'optimizeCalculator',
    path: PUBLIC_ROUTES.optimizeCalculator.path,
    name: 'Optimize Calculator',
    status: 'Beta',
    description:
      'Works out the right rate of each product for your field. Enter your soil test results, crop and yield target, and the calculator gives a dosage per acre, the total product for the field and the tank-mix volumes for your sprayer.',
  },
  {
    key: 'sprayConditions',
    path: PUBLIC_ROUTES.sprayConditions.path,
    name: 'Spray Condition App',
    status: 'Beta',
    description:
      'Plans foliar and herbicide passes around the weather. It reads the local forecast for wind speed, temperature, humidity and rain, and marks the hours when spraying is effective and drift stays low.',
  },
  {
    key: 'saltIndex',
    path: PUBLIC_ROUTES.saltIndex.path,
    name: 'Salt Index App',
    status: 'Beta',
    description:
      'Checks a fertilizer blend before it goes in the seed row. Enter the products and rates, and the app adds up the salt index of the blend and warns when seed-placed rates risk injuring germinating seed.',
  },
  {
    key: 'farmOps',
    name: 'FarmOps Manager',
    status: 'Coming Soon',
    description:
      'One place for the whole farm team: field records, crop plans, work orders and input inventory, shared between the office, the yard and the cab, with an agronomist able to review your plans.',
  },
];

/** What the finished suite will offer every app (spec: badges). */
export const SUITE_BADGES = [
  'Enterprise Security',
  'Multi-user Access',
  'Real-time Updates',
] as const;

export const APPS_NOTICE =
  'Our apps are in development. The beta apps are being tested with growers in Alberta and Saskatchewan and will open to all customers when testing is complete.';
