/** The Certifications and Field Trials tabs of /documentation (safety data sheets come per product). */
export const SEED_GENERAL_DOCUMENTS = [
  {
    kind: 'certificate',
    title: 'US Approved Input Certificate',
    description: 'Approval of our organic inputs for use in the United States.',
    file: 'certificates/us-approved-input-certificate.pdf',
    validUntil: '2025-02-21',
    updatedOn: null,
  },
  {
    kind: 'certificate',
    title: 'Canadian Approved Input Certificate',
    description: 'Approval of our organic inputs under the Canada Organic Regime.',
    file: 'certificates/canadian-approved-input-certificate.pdf',
    validUntil: '2025-02-21',
    updatedOn: null,
  },
  {
    kind: 'certificate',
    title: 'Approved Input List',
    description: 'Every product approved for certified organic production, by standard.',
    file: 'certificates/approved-input-list.pdf',
    validUntil: null,
    updatedOn: '2024-04-24',
  },
  {
    kind: 'field-trial',
    title: '2021 Conventional Field Trial Results: Wheat, Oats and Peas',
    description:
      'Replicated strip trials at three sites in central Alberta comparing our program with a standard grower program.',
    file: 'field-trials/2021-conventional-field-trial-wheat-oats-peas.pdf',
    validUntil: null,
    updatedOn: '2022-01-31',
  },
] as const;

/** Path of a product's safety data sheet. */
export function safetyDataSheetFile(slug: string): string {
  return `sds/${slug}-sds.pdf`;
}
