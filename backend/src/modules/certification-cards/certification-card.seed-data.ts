/** The four cards of /certifications, in the spec's order (validity 2026, 2025, 2025, 2026). */
export const SEED_CERTIFICATION_CARDS = [
  {
    title: 'ISO 9001:2015',
    description:
      'Our quality management system for blending, packaging and distribution is certified to ISO 9001:2015.',
    validUntil: '2026',
    expandable: false,
    subtypes: [],
  },
  {
    title: 'Organic Input Materials',
    description:
      'Our organic products are approved for use in certified organic production under the major standards.',
    validUntil: '2025',
    expandable: true,
    subtypes: [
      { name: 'OMRI', description: 'Organic Materials Review Institute listing.', available: true },
      {
        name: 'EU organic',
        description: 'Compliant with the European Union organic regulation.',
        available: true,
      },
      {
        name: 'USDA NOP',
        description: 'Allowed under the USDA National Organic Program.',
        available: true,
      },
      {
        name: 'Japanese standard',
        description: 'Conforms to the Japanese Agricultural Standard for organic inputs.',
        available: true,
      },
      {
        name: 'Canada Organic Regime',
        description: 'Permitted substance under the Canada Organic Regime (COR).',
        available: true,
      },
    ],
  },
  {
    title: 'Good Laboratory Practice',
    description:
      'Our soil diagnostics laboratory follows Good Laboratory Practice for sampling, analysis and records.',
    validUntil: '2025',
    expandable: false,
    subtypes: [],
  },
  {
    title: 'Agricultural Inputs Registration',
    description:
      'Our fertilizers and supplements are registered for sale in Canada under the Fertilizers Act.',
    validUntil: '2026',
    expandable: false,
    subtypes: [],
  },
];
