import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, NotFoundError, orNullIfNotFound } from '../../common/errors.js';
import type { Snapshot } from '../history/index.js';
import { isSiteImage } from '../media/index.js';
import { ProductService, productSlug } from '../products/index.js';
import { RecordService, type RecordKind } from '../records/index.js';
import { TechnologyInput } from './dto/technology.input.js';
import { TechnologyContent, type TechnologyStep } from './technology-content.entity.js';

export const TECHNOLOGY_NOT_FOUND = 'Technology not found';
/** The kind of record of technology entries' versions and audit rows. */
export const TECHNOLOGY_RECORD = 'technology';

/** The entry a lookup found, or the domain's NOT_FOUND for a key no entry has. */
export function foundTechnology(entry: TechnologyContent | null): TechnologyContent {
  if (!entry) throw new NotFoundError(TECHNOLOGY_NOT_FOUND);
  return entry;
}

/*
 * Versions keep every field as text, to compare and restore: a list one item per line (items are
 * one line each, the input's rules see to it) and the steps as blocks of a title line and a text
 * line, separated by a blank line. Both read back exactly.
 */
const lines = (list: readonly string[]) => list.join('\n');
const unlines = (text: unknown) =>
  typeof text === 'string' && text !== '' ? text.split('\n') : [];
const stepsText = (steps: readonly TechnologyStep[]) =>
  steps.map((step) => `${step.title}\n${step.text}`).join('\n\n');
function stepsOfText(text: unknown): TechnologyStep[] {
  if (typeof text !== 'string' || text === '') return [];
  return text.split('\n\n').map((block) => {
    const [title = '', ...rest] = block.split('\n');
    return { title, text: rest.join('\n') };
  });
}

/** The stored fields of an entry, as its versions keep them (its key never changes). */
export function technologySnapshot(entry: TechnologyContent): Snapshot {
  return {
    name: entry.name,
    title: entry.title,
    shortDescription: entry.shortDescription,
    summary: entry.summary,
    fullDescription: lines(entry.fullDescription),
    steps: stepsText(entry.steps),
    images: lines(entry.images),
    imageAlts: lines(entry.imageAlts),
    benefits: lines(entry.benefits),
    applications: lines(entry.applications),
    developerQuote: entry.developerQuote,
    relatedProducts: lines(entry.relatedProducts),
  };
}

/** A version's fields as the input of a save, to be checked again as any save is. */
function inputOfSnapshot(snap: Snapshot): Record<string, unknown> {
  const text = (name: string) => String(snap[name] ?? '');
  return {
    name: text('name'),
    title: text('title'),
    shortDescription: text('shortDescription'),
    summary: text('summary'),
    fullDescription: unlines(snap.fullDescription),
    steps: stepsOfText(snap.steps),
    images: unlines(snap.images),
    imageAlts: unlines(snap.imageAlts),
    benefits: unlines(snap.benefits),
    applications: unlines(snap.applications),
    developerQuote: text('developerQuote'),
    relatedProducts: unlines(snap.relatedProducts),
  };
}

/**
 * A technology entry, built-in content: the office edits the entries but neither adds nor deletes
 * them, since each page looks its entry up by a fixed key (a new key would show on no page and a
 * deleted one would leave its page on "Technology Not Found"). Its first save keeps the fields it
 * shipped with, to restore; the admin list, in the order they were added, searches keys, names,
 * titles, short descriptions and summaries.
 */
export const TECHNOLOGIES: RecordKind<TechnologyContent, TechnologyInput> = {
  entity: TechnologyContent,
  recordType: TECHNOLOGY_RECORD,
  label: 'name',
  fields,
  snapshot: technologySnapshot,
  versions: { input: TechnologyInput, inputOf: inputOfSnapshot, baseline: true },
  search: { in: ['key', 'name', 'title', 'shortDescription', 'summary'] },
};

/** The technology pages' content, by key for the pages, and the office's editing. */
export class TechnologyService extends RecordService<TechnologyContent, TechnologyInput> {
  constructor(em: EntityManager) {
    super(em, TECHNOLOGIES);
  }

  /**
   * The entries of several keys in one query, in the order asked (null for an unknown key): the
   * request's loader (modules/loaders.ts) batches a page's lookups, e.g. the two cards, with it.
   */
  async byKeys(keys: readonly string[]): Promise<(TechnologyContent | null)[]> {
    const wanted = keys.map(normaliseKey);
    const entries = await this.em.find(TechnologyContent, { key: { $in: [...new Set(wanted)] } });
    const byKey = new Map(entries.map((entry) => [entry.key, entry]));
    return wanted.map((key) => byKey.get(key) ?? null);
  }
}

/**
 * The input as stored fields: trimmed; every image one the site has, each with its alternative
 * text; every related product a product of the site, stored as it is named there.
 */
async function fields(em: EntityManager, input: TechnologyInput) {
  const trimmed = (list: readonly string[]) => list.map((item) => item.trim());
  const images = trimmed(input.images);
  const imageAlts = trimmed(input.imageAlts);
  const problems: Record<string, string> = {};
  for (const [index, image] of images.entries()) {
    if (!(await isSiteImage(em, image))) {
      problems.images = `Image ${index + 1} is not an image of the image manager`;
      break;
    }
  }
  if (imageAlts.length !== images.length) {
    problems.imageAlts = 'Give each image its alternative text';
  }
  const relatedProducts: string[] = [];
  for (const [index, name] of trimmed(input.relatedProducts).entries()) {
    const product = await orNullIfNotFound(new ProductService(em).getBySlug(productSlug(name)));
    if (!product) {
      problems.relatedProducts ??= `Related product ${index + 1} is not a product of the site`;
    } else if (relatedProducts.includes(product.name)) {
      problems.relatedProducts ??= `${product.name} is listed twice`;
    } else relatedProducts.push(product.name);
  }
  const found = Object.values(problems);
  if (found.length) throw new InvalidInputError(found[0], problems);
  return {
    name: input.name.trim(),
    title: input.title.trim(),
    shortDescription: input.shortDescription.trim(),
    summary: input.summary.trim(),
    fullDescription: trimmed(input.fullDescription),
    steps: input.steps.map((step) => ({ title: step.title.trim(), text: step.text.trim() })),
    images,
    imageAlts,
    benefits: trimmed(input.benefits),
    applications: trimmed(input.applications),
    developerQuote: input.developerQuote.trim(),
    relatedProducts,
  };
}

/** Keys are matched as the site writes them: lower case, without surrounding spaces. */
function normaliseKey(key: string): string {
  return key.trim().toLowerCase();
}
