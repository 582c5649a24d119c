import type { AppStatus, AppStatusesInput } from '../graphql/generated/schema';
import { PUBLIC_ROUTES } from './site-routes';

/*
 * The companion apps of /apps as both /apps (pages/Apps/apps.data.ts, which adds the cards' words)
 * and the admin's Settings (which sets each one's status) name them. A module of its own, not
 * /apps' data: both lazy screens import it, so it is a small chunk of its own rather than /apps'
 * chunk in the admin or the admin's in /apps.
 */

/** The key of an app, as the API's `Company.appStatuses` and `AppStatusesInput` name it. */
export type SuiteAppKey = keyof AppStatusesInput;

/** The spec's words for the statuses the office sets in Settings. */
export const APP_STATUS_LABELS: Readonly<Record<AppStatus, string>> = {
  LIVE: 'Live',
  BETA: 'Beta',
  COMING_SOON: 'Coming Soon',
};

/** The apps in /apps' order, each with its name and its tool's page (none while it is not built). */
export const SUITE_APP_NAMES: readonly { key: SuiteAppKey; name: string; path?: string }[] = [
  {
    key: 'optimizeCalculator',
    name: 'Optimize Calculator',
    path: PUBLIC_ROUTES.optimizeCalculator.path,
  },
  { key: 'sprayConditions', name: 'Spray Condition App', path: PUBLIC_ROUTES.sprayConditions.path },
  { key: 'saltIndex', name: 'Salt Index App', path: PUBLIC_ROUTES.saltIndex.path },
  { key: 'farmOps', name: 'FarmOps Manager' },
];
