import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ObjectType } from 'type-graphql';
import { characterCount } from '../../common/validators.js';
import { ImageAssetService, type ImageStorage } from '../media/index.js';
import type { Newsletter } from './newsletter.entity.js';

/** What search results show in full (Google cuts longer titles and descriptions). */
export const SEARCH_TITLE_CHARS = 60;
export const SEARCH_DESCRIPTION_CHARS = 160;
/** The most a newsletter page may weigh on a phone, in bytes. */
export const PAGE_WEIGHT_BUDGET = 500 * 1024;
/**
 * What every article page costs before its own text and cover: the site's JavaScript (151 KiB)
 * and stylesheet (43 KiB) gzipped and the page's HTML frame (about 20 KiB), from
 * docs/benchmarks.md.
 */
export const PAGE_FRAME_BYTES = 214 * 1024;
/** Text is sent gzipped: about a third of its size. */
const TEXT_COMPRESSION = 0.35;

@ObjectType({ description: 'One check a newsletter is put through before it is published.' })
export class PublishCheck {
  @Field({
    description: 'Stable key: ALT_TEXT, TITLE_LENGTH, DESCRIPTION_LENGTH, PDF_SIZE, PAGE_WEIGHT.',
  })
  key!: string;

  @Field({ description: 'What is checked, e.g. "Title fits search results".' })
  label!: string;

  @Field({ description: 'Whether the edition passes it.' })
  passed!: boolean;

  @Field({ description: 'What was found, e.g. "74 characters; 60 at most".' })
  detail!: string;
}

function kib(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

/**
 * The checks before publishing: alternative text for every image, a title and description that
 * fit search results, a PDF under the cap and the page's estimated weight on a phone. None blocks
 * on its own: the editor may publish anyway, which the audit trail keeps.
 */
export async function publishChecks(
  em: EntityManager,
  storage: ImageStorage,
  newsletter: Newsletter,
  pdfMaxBytes: number,
): Promise<PublishCheck[]> {
  const cover = newsletter.imageUrl
    ? await new ImageAssetService(em).findByPath(newsletter.imageUrl)
    : null;
  const titleChars = characterCount(newsletter.title);
  const summaryChars = characterCount(newsletter.summary);
  const pdfBytes = newsletter.pdfUrl ? await storage.sizeOf(newsletter.pdfUrl) : undefined;
  // A phone is sent the narrowest copy of the cover (srcset), or the file itself without copies.
  const narrowest = cover?.variants[0]?.url ?? newsletter.imageUrl;
  const coverBytes = narrowest ? ((await storage.sizeOf(narrowest)) ?? 0) : 0;
  const textBytes = Buffer.byteLength(newsletter.content + newsletter.summary) * TEXT_COMPRESSION;
  const weight = Math.round(PAGE_FRAME_BYTES + textBytes + coverBytes);
  return [
    {
      key: 'ALT_TEXT',
      label: 'Every image has alternative text',
      // A built-in illustration (not in the image manager) is decorative beside the title.
      passed: !cover || Boolean(cover.description.trim()),
      detail: !newsletter.imageUrl
        ? 'No cover image'
        : !cover
          ? 'Built-in illustration, decorative'
          : cover.description.trim()
            ? `Cover: "${cover.description.trim().slice(0, 80)}"`
            : 'The cover has no description: add one in Images',
    },
    {
      key: 'TITLE_LENGTH',
      label: 'Title fits search results',
      passed: titleChars <= SEARCH_TITLE_CHARS,
      detail: `${titleChars} characters; ${SEARCH_TITLE_CHARS} at most`,
    },
    {
      key: 'DESCRIPTION_LENGTH',
      label: 'Summary fits search results',
      passed: summaryChars <= SEARCH_DESCRIPTION_CHARS,
      detail: `${summaryChars} characters; ${SEARCH_DESCRIPTION_CHARS} at most`,
    },
    {
      key: 'PDF_SIZE',
      label: 'PDF edition is under the size cap',
      passed: !newsletter.pdfUrl || (pdfBytes !== undefined && pdfBytes <= pdfMaxBytes),
      detail: !newsletter.pdfUrl
        ? 'No PDF edition'
        : pdfBytes === undefined
          ? 'The PDF file is missing'
          : `${kib(pdfBytes)}; ${kib(pdfMaxBytes)} at most`,
    },
    {
      key: 'PAGE_WEIGHT',
      label: 'Page is light on a phone',
      passed: weight <= PAGE_WEIGHT_BUDGET,
      detail: `About ${kib(weight)} on a phone; ${kib(PAGE_WEIGHT_BUDGET)} at most`,
    },
  ];
}
