/**
 * Writes the PDFs of the built-in content with pdf-lib: product certificates, one safety data sheet
 * per product, the documentation page's certificates and 2021 field trial results, and the PDF
 * edition of each newsletter. Small (standard fonts, one or two pages) and deterministic (fixed
 * dates), so running it again changes nothing. Run with `npm run assets -w backend`, commit the output.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { COMPANY } from '../src/modules/company/company.js';
import {
  safetyDataSheetFile,
  SEED_GENERAL_DOCUMENTS,
} from '../src/modules/documents/document.seed-data.js';
import {
  newsletterDate,
  SEED_NEWSLETTERS,
} from '../src/modules/newsletters/newsletter.seed-data.js';
import { productSlug } from '../src/modules/products/product-slug.js';
import { SEED_PRODUCTS, type SeedProduct } from '../src/modules/products/product.seed-data.js';

// Compiled to backend/dist/tools/scripts/: three levels up is backend/.
const PUBLIC = fileURLToPath(new URL('../../../public/', import.meta.url));
const FIXED_DATE = new Date('2024-01-15T12:00:00Z');
const GREEN = rgb(0.12, 0.44, 0.26);
const GREY = rgb(0.35, 0.38, 0.4);
const PAGE = { width: 612, height: 792, margin: 56 };

interface Section {
  heading?: string;
  lines: string[];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  if (text === '') return [''];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  lines.push(line);
  return lines;
}

/** A letter-size document: green header band, title, sections, footer with the company details. */
async function writePdf(path: string, title: string, subtitle: string, sections: Section[]) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(COMPANY.legalName);
  pdf.setSubject(subtitle);
  pdf.setCreator('backend/scripts/generate-pdfs.ts');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const textWidth = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage;
  let y = 0;

  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    page.drawRectangle({ x: 0, y: PAGE.height - 48, width: PAGE.width, height: 48, color: GREEN });
    page.drawText(COMPANY.name, {
      x: PAGE.margin,
      y: PAGE.height - 30,
      size: 13,
      font: fonts.bold,
      color: rgb(1, 1, 1),
    });
    const footer = `${COMPANY.legalName} | ${COMPANY.headOffice.street}, ${COMPANY.headOffice.city}, ${COMPANY.headOffice.province} | ${COMPANY.headOfficePhone} | ${COMPANY.email}`;
    page.drawText(footer, { x: PAGE.margin, y: 28, size: 7.5, font: fonts.regular, color: GREY });
    y = PAGE.height - 90;
  };
  const ensure = (height: number) => {
    if (y - height < 60) newPage();
  };

  newPage();
  for (const line of wrap(title, fonts.bold, 20, textWidth)) {
    page!.drawText(line, { x: PAGE.margin, y, size: 20, font: fonts.bold });
    y -= 26;
  }
  page!.drawText(subtitle, { x: PAGE.margin, y, size: 11, font: fonts.regular, color: GREY });
  y -= 30;

  for (const section of sections) {
    if (section.heading) {
      ensure(40);
      page!.drawText(section.heading, {
        x: PAGE.margin,
        y,
        size: 12.5,
        font: fonts.bold,
        color: GREEN,
      });
      y -= 18;
    }
    for (const text of section.lines) {
      for (const line of wrap(text, fonts.regular, 10.5, textWidth)) {
        ensure(16);
        if (line) page!.drawText(line, { x: PAGE.margin, y, size: 10.5, font: fonts.regular });
        y -= 14.5;
      }
    }
    y -= 10;
  }

  const file = join(PUBLIC, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await pdf.save({ useObjectStreams: true }));
}

/** A stable certificate number from a text (same input, same number). */
function certificateNumber(text: string): string {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000;
  return `PEA-${String(hash).padStart(6, '0')}`;
}

async function productCertificates(product: SeedProduct) {
  for (const certification of product.certifications) {
    await writePdf(
      `documents/certifications/${certification.file}`,
      `${certification.type}: ${product.name}`,
      `Certificate ${certificateNumber(certification.file)}`,
      [
        {
          heading: 'Certified product',
          lines: [
            `Product: ${product.name} (${product.category})`,
            `Guaranteed analysis: ${product.analysis}`,
            `Registrant: ${COMPANY.legalName}, ${COMPANY.headOffice.city}, Alberta, Canada`,
          ],
        },
        {
          heading: 'Statement',
          lines: [
            `This document confirms that the product named above meets the requirements of ${certification.type} for the period stated below. Copies of the full audit file are available from the company on request.`,
          ],
        },
        {
          heading: 'Validity',
          lines: ['Issued: January 15, 2024', 'Valid until: December 31, 2026'],
        },
      ],
    );
  }
}

async function safetyDataSheet(product: SeedProduct) {
  const organic = product.category === 'Organic Solutions';
  await writePdf(
    `documents/${safetyDataSheetFile(productSlug(product.name))}`,
    `Safety Data Sheet: ${product.name}`,
    'Prepared to WHMIS 2015 requirements. Revision date: January 15, 2024',
    [
      {
        heading: '1. Identification',
        lines: [
          `Product identifier: ${product.name}`,
          `Recommended use: ${product.category.toLowerCase()} product for agricultural use.`,
          `Supplier: ${COMPANY.legalName}, ${COMPANY.headOffice.street}, ${COMPANY.headOffice.city}, ${COMPANY.headOffice.province} ${COMPANY.headOffice.postalCode}`,
          `Emergency telephone: ${COMPANY.tollFreePhone}`,
        ],
      },
      {
        heading: '2. Hazard identification',
        lines: [
          organic
            ? 'Not classified as hazardous under WHMIS 2015.'
            : 'May cause mild eye irritation. Not classified as a physical hazard.',
          'Precautionary statements: avoid contact with eyes. Wash hands after handling.',
        ],
      },
      { heading: '3. Composition', lines: [`Guaranteed analysis: ${product.analysis}`] },
      {
        heading: '4. First-aid measures',
        lines: [
          'Eyes: rinse cautiously with water for several minutes. Remove contact lenses if easy to do.',
          'Skin: wash with soap and water. Ingestion: rinse mouth; do not induce vomiting; call a poison centre if unwell.',
        ],
      },
      {
        heading: '5-6. Fire-fighting and accidental release',
        lines: [
          'Not flammable. Use extinguishing media suited to the surrounding fire.',
          'Contain spills with earth or sand; keep out of waterways; recover and use as fertilizer where possible.',
        ],
      },
      {
        heading: '7. Handling and storage',
        lines: [
          'Store in the original 1000L IBC tote or drum, closed, between 5 and 35 degrees C. Protect from freezing and direct sunlight.',
        ],
      },
      {
        heading: '8. Exposure controls and personal protection',
        lines: ['Wear chemical-resistant gloves and safety glasses when mixing or loading.'],
      },
      {
        heading: '13-14. Disposal and transport',
        lines: [
          'Triple-rinse empty containers and return totes to the dealer. Not regulated for road transport (TDG).',
        ],
      },
      {
        heading: '16. Other information',
        lines: ['This sheet replaces all previous versions. Read the product label before use.'],
      },
    ],
  );
}

async function generalDocuments() {
  const organic = SEED_PRODUCTS.filter(
    (p) =>
      p.category === 'Organic Solutions' || p.certifications.some((c) => c.type === 'OMRI Listed'),
  );
  const [us, canada, list, trial] = SEED_GENERAL_DOCUMENTS;
  const certificate = (country: string, standard: string) => [
    {
      heading: 'Certified operation',
      lines: [`${COMPANY.legalName}, ${COMPANY.headOffice.city}, Alberta, Canada`],
    },
    {
      heading: 'Approved inputs',
      lines: organic.map((p) => `• ${p.name}: ${p.analysis}`),
    },
    {
      heading: 'Statement',
      lines: [
        `The inputs listed above were reviewed and found suitable for use in certified organic production in ${country} under ${standard}.`,
        'Valid until: February 21, 2025',
      ],
    },
  ];
  await writePdf(
    `documents/${us.file}`,
    us.title,
    `Certificate ${certificateNumber(us.file)}`,
    certificate('the United States', 'the USDA National Organic Program'),
  );
  await writePdf(
    `documents/${canada.file}`,
    canada.title,
    `Certificate ${certificateNumber(canada.file)}`,
    certificate('Canada', 'the Canada Organic Regime (CAN/CGSB-32.311)'),
  );
  await writePdf(`documents/${list.file}`, list.title, 'Last updated: April 24, 2024', [
    {
      heading: 'Products approved for certified organic production',
      lines: organic.map((p) => `• ${p.name}: ${p.certifications.map((c) => c.type).join(', ')}`),
    },
    {
      lines: [
        'Standards: OMRI, EU organic, USDA NOP, Japanese standard (JAS), Canada Organic Regime.',
      ],
    },
  ]);
  await writePdf(
    `documents/${trial.file}`,
    trial.title,
    'Replicated strip trials, three sites in central Alberta (Vegreville, Camrose, Tofield)',
    [
      {
        heading: 'Method',
        lines: [
          'Each site compared the grower standard program (check) with the same program plus Elite Phos at seeding and Elite Gro in crop. Four replicates per crop per site; yields from weigh-wagon measurements adjusted to standard moisture.',
        ],
      },
      {
        heading: 'Results (average of three sites, bushels per acre)',
        lines: [
          'Crop      Check     Program     Difference',
          'Wheat     58.4      63.9        +5.5 (+9.4%)',
          'Oats      104.2     112.8       +8.6 (+8.3%)',
          'Peas      47.1      51.0        +3.9 (+8.3%)',
        ],
      },
      {
        heading: 'Notes',
        lines: [
          '2021 was a drought year across central Alberta; the differences were largest on the lighter soils.',
          'Protein in wheat rose from 13.1% to 13.6% on average.',
        ],
      },
    ],
  );
}

async function newsletters() {
  for (const newsletter of SEED_NEWSLETTERS.filter((n) => n.hasPdf)) {
    const month = newsletterDate(newsletter.issue).toLocaleDateString('en-CA', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await writePdf(
      `newsletters/${newsletter.issue}.pdf`,
      newsletter.title,
      `Newsletter, ${month}`,
      [{ lines: [newsletter.summary] }, { lines: newsletter.content.split('\n') }],
    );
  }
}

for (const product of SEED_PRODUCTS) {
  await productCertificates(product);
  await safetyDataSheet(product);
}
await generalDocuments();
await newsletters();
console.log(`wrote PDFs under ${PUBLIC}`);
