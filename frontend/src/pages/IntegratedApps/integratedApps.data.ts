import type { AppCardApp } from 'ui-kit';

/**
 * The applications of /integrated-apps (spec: "Agricultural Solution Hub"). All seven are in
 * development; each card shows a disabled "Coming Soon" button and a development notice.
 */
export const HUB_APPS: AppCardApp[] = [
  {
    name: 'Crop Health Monitoring',
    description:
      'Satellite imagery and field scouting notes in one crop health map, so stressed areas are found early and checked on foot.',
  },
  {
    name: 'Weather Risk Management',
    description:
      'Local forecasts, frost and hail alerts and growing degree days for each field, with a record of the weather behind every decision.',
  },
  {
    name: 'Soil Analysis & Management',
    description:
      'Soil test results by field and zone over the years, with nutrient trends and recommendations from our agronomists.',
  },
  {
    name: 'Pest & Disease Control',
    description:
      'Scouting records, economic thresholds and regional pest reports, to decide when a treatment pays and when it does not.',
  },
  {
    name: 'Resource Optimization',
    description:
      'Fertilizer, seed, fuel and water use per field, compared with yield, to put inputs where they return the most.',
  },
  {
    name: 'Market Price Analytics',
    description:
      'Cash prices and basis for prairie grains, oilseeds and pulses, with price history to help plan sales and input purchases.',
  },
  {
    name: 'Field Operations Planning',
    description:
      'Seeding, spraying and harvest plans with equipment and crew schedules, shared with everyone who works on the farm.',
  },
];

export const HUB_APP_NOTICE =
  'This application is currently under development and will be available soon.';

/** "Integrated Solutions for Modern Agriculture": what ties the applications together. */
export const HUB_SOLUTIONS: AppCardApp[] = [
  {
    name: 'Unified Platform',
    description:
      'All applications will share one sign-in and one set of fields, crops and records, so nothing is entered twice.',
  },
  {
    name: 'Data Security',
    description:
      'Your farm data will stay yours: encrypted in transit and at rest, stored in Canada and shared only with the people you choose.',
  },
  {
    name: 'Real-time Analytics',
    description:
      'Field, weather and market data will update as they arrive, with dashboards that show what changed since your last visit.',
  },
  {
    name: 'Cloud Integration',
    description:
      'The applications will work in the office, on a phone in the yard and in the cab, and connect with the farm software you already use.',
  },
];

export const HUB_SOLUTION_NOTICE = 'This feature is under development and will be available soon.';
