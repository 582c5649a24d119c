import type { AppCardApp } from 'ui-kit';
import { SUITE_APP_NAMES, type SuiteAppKey } from '../../app/suite-apps';

export interface SuiteApp extends AppCardApp {
  key: SuiteAppKey;
  /** The tool's page, once it works; its card links there unless the office says Coming Soon. */
  path?: string;
}

/**
 * What each card says beside its name (app/suite-apps.ts) and the status a new site shows (the
 * office changes it in Settings): three are in beta testing with growers, FarmOps Manager is
 * still being built.
 */
const CARDS: Readonly<Record<SuiteAppKey, Pick<SuiteApp, 'status' | 'description'>>> = {
  optimizeCalculator: {
    status: 'Beta',
    description:
      'Works out the right rate of each product for your field. Enter your soil test results, crop and yield target, and the calculator gives a dosage per acre, the total product for the field and the tank-mix volumes for your sprayer.',
  },
  sprayConditions: {
    status: 'Beta',
    description:
      'Plans foliar and herbicide passes around the weather. It reads the local forecast for wind speed, temperature, humidity and rain, and marks the hours when spraying is effective and drift stays low.',
  },
  saltIndex: {
    status: 'Beta',
    description:
      'Checks a fertilizer blend before it goes in the seed row. Enter the products and rates, and the app adds up the salt index of the blend and warns when seed-placed rates risk injuring germinating seed.',
  },
  farmOps: {
    status: 'Coming Soon',
    description:
      'One place for the whole farm team: field records, crop plans, work orders and input inventory, shared between the office, the yard and the cab, with an agronomist able to review your plans.',
  },
};

/** The companion apps of /apps (spec: "Agricultural Technology Suite"), in their order. */
export const SUITE_APPS: SuiteApp[] = SUITE_APP_NAMES.map((app) => ({ ...app, ...CARDS[app.key] }));

/** What the finished suite will offer every app (spec: badges). */
export const SUITE_BADGES = [
  'Enterprise Security',
  'Multi-user Access',
  'Real-time Updates',
] as const;

export const APPS_NOTICE =
  'Our apps are in development. The beta apps are being tested with growers in Alberta and Saskatchewan and will open to all customers when testing is complete.';
