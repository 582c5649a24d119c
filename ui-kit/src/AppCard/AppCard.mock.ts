import type { AppCardApp } from './AppCard';

export const appsMock: AppCardApp[] = [
  {
    name: 'Optimize Calculator',
    description: 'Works out product dosage per acre from your soil test and target yield.',
    status: 'Beta',
    features: ['Dosage per acre', 'Tank mix totals'],
  },
  {
    name: 'Spray Condition App',
    description: 'Plans spray windows from wind, temperature and humidity forecasts.',
    status: 'Beta',
  },
  {
    name: 'Salt Index App',
    description: 'Checks the salt index of a seed-placed blend before it reaches the seed row.',
    status: 'Beta',
  },
  {
    name: 'FarmOps Manager',
    description: 'Field records, work orders and input inventory for the whole farm team.',
    status: 'Coming Soon',
  },
];

export const integratedAppMock: AppCardApp = {
  name: 'Crop Health Monitoring',
  description: 'Satellite and scouting data in one crop health map.',
};
