import type { Certification } from './CertificationCard';

export const certificationsMock: Certification[] = [
  {
    title: 'ISO 9001:2015',
    description: 'Quality management for the manufacture and blending of our fertilizers.',
    validUntil: '2026',
  },
  {
    title: 'Organic Input Materials',
    description: 'Our organic products are approved inputs under these standards.',
    validUntil: '2025',
    expandable: true,
    subtypes: [
      { name: 'OMRI', description: 'Organic Materials Review Institute listing.', available: true },
      {
        name: 'EU organic',
        description: 'Inputs allowed under EU organic rules.',
        available: true,
      },
      { name: 'USDA NOP', description: 'USDA National Organic Program.', available: true },
      {
        name: 'Japanese standard',
        description: 'Japanese Agricultural Standard (JAS).',
        available: false,
      },
      {
        name: 'Canada Organic Regime',
        description: 'Canada Organic Regime (COR).',
        available: true,
      },
    ],
  },
  {
    title: 'Good Laboratory Practice',
    description: 'Field trial and laboratory data produced under GLP principles.',
    validUntil: '2025',
  },
  {
    title: 'Agricultural Inputs Registration',
    description: 'Registered agricultural inputs for sale in Canada.',
    validUntil: '2026',
    expandable: true,
    subtypes: [
      { name: 'Alberta', description: 'Registered for sale in Alberta.', available: true },
      {
        name: 'Saskatchewan',
        description: 'Registered for sale in Saskatchewan.',
        available: true,
      },
    ],
  },
];
