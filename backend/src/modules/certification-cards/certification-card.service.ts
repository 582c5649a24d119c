import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import type { Snapshot } from '../history/index.js';
import { oneList, RecordService, type RecordKind } from '../records/index.js';
import { CertificationCard } from './certification-card.entity.js';
import { CertificationCardRepository } from './certification-card.repository.js';
import { CertificationSubtype } from './certification-subtype.entity.js';
import {
  CertificationCardInput,
  SUBTYPES_NEED_EXPANDABLE,
  SUBTYPES_REPEATED,
  TITLE_TAKEN,
  type CertificationSubtypeInput,
} from './dto/certification-card.input.js';

export const SUBTYPE_NOT_ON_CARD = 'This subtype is not one of the card’s';
/** The kind of record of certification cards' versions and audit rows. */
export const CERTIFICATION_CARD_RECORD = 'certification-card';

/** A subtype as a version keeps it (in the card's snapshot, as JSON text). */
interface SubtypeFields {
  name: string;
  description: string;
  available: boolean;
}

/** The stored fields of a card and its subtypes, as its versions keep them (not its place). */
export function certificationCardSnapshot(card: CertificationCard): Snapshot {
  const subtypes: SubtypeFields[] = card.subtypes
    .getItems()
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map(({ name, description, available }) => ({ name, description, available }));
  return {
    title: card.title,
    description: card.description,
    validUntil: card.validUntil,
    expandable: card.expandable,
    subtypes: JSON.stringify(subtypes),
  };
}

/** The stored fields `fields` makes of an input: the card's own, and its subtypes in order. */
type CardFields = Awaited<ReturnType<typeof fields>>;

/**
 * A certification card of /certifications, in the page's one order, with its subtypes: a save
 * sends them all, in their order (those with an id updated, new ones added, the others deleted),
 * and a change of the subtypes alone is a new version of the card too. The admin list searches
 * the subtypes' names as well (the repository's own page).
 */
export const CERTIFICATION_CARDS: RecordKind<
  CertificationCard,
  CertificationCardInput,
  CardFields
> = {
  entity: CertificationCard,
  recordType: CERTIFICATION_CARD_RECORD,
  label: 'title',
  fields: (em, input, card) => fields(em, input, card?.id),
  snapshot: certificationCardSnapshot,
  versions: {
    input: CertificationCardInput,
    inputOf: (snap) => ({
      title: snap.title,
      description: snap.description,
      validUntil: snap.validUntil,
      expandable: snap.expandable === true,
      subtypes: parseSubtypes(snap.subtypes),
    }),
  },
  order: oneList(),
  search: {
    page: (em, { search }, request) =>
      new CertificationCardRepository(em).adminPage(search, request),
  },
  related: ['subtypes'],
  touch: true,
  write(em, card, { subtypes, ...data }) {
    em.assign(card, data);
    writeSubtypes(em, card, subtypes);
  },
  async removing(em, card) {
    await em.populate(card, ['subtypes']);
    const names = card.subtypes.getItems().map((subtype) => subtype.name);
    card.subtypes.getItems().forEach((subtype) => em.remove(subtype));
    return { note: names.length ? `with subtypes ${names.join(', ')}` : '' };
  },
};

/** The cards of /certifications in their order, and the office's editing of them. */
export class CertificationCardService extends RecordService<
  CertificationCard,
  CertificationCardInput,
  CardFields
> {
  constructor(em: EntityManager) {
    super(em, CERTIFICATION_CARDS);
  }

  /** The cards in display order with their subtypes loaded. */
  override list(): Promise<CertificationCard[]> {
    return new CertificationCardRepository(this.em).inOrder();
  }
}

/** A snapshot's subtypes (JSON text) as inputs; anything unreadable is no subtypes. */
function parseSubtypes(raw: Snapshot[string]): CertificationSubtypeInput[] {
  try {
    const list: unknown = JSON.parse(String(raw ?? '[]'));
    if (!Array.isArray(list)) return [];
    return (list as Partial<SubtypeFields>[]).map((item) => ({
      id: null,
      name: String(item.name ?? ''),
      description: String(item.description ?? ''),
      available: item.available !== false,
    }));
  } catch {
    return [];
  }
}

/**
 * The input as stored fields, after the rules that span fields: subtypes only on an expandable
 * card, no two with one name, a title no other card has.
 */
async function fields(em: EntityManager, input: CertificationCardInput, ownId?: number) {
  const subtypes = input.subtypes.map((subtype) => ({
    id: subtype.id == null ? undefined : (parseId(subtype.id) ?? -1),
    name: subtype.name.trim(),
    description: subtype.description.trim(),
    available: subtype.available,
  }));
  if (subtypes.length > 0 && !input.expandable) {
    throw new InvalidInputError(SUBTYPES_NEED_EXPANDABLE, { subtypes: SUBTYPES_NEED_EXPANDABLE });
  }
  const names = subtypes.map((subtype) => subtype.name.toLocaleLowerCase('en'));
  const repeated = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (repeated >= 0) {
    throw new InvalidInputError(SUBTYPES_REPEATED, {
      [`subtypes.${repeated}.name`]: SUBTYPES_REPEATED,
    });
  }
  const title = input.title.trim();
  const other = await em.findOne(CertificationCard, {
    title,
    ...(ownId ? { id: { $ne: ownId } } : {}),
  });
  if (other) throw new InvalidInputError(TITLE_TAKEN, { title: TITLE_TAKEN });
  return {
    title,
    description: input.description.trim(),
    validUntil: input.validUntil.trim(),
    expandable: input.expandable,
    subtypes,
  };
}

type SubtypeChange = SubtypeFields & { id?: number };

/**
 * Makes the card's subtypes those of `wanted`, in its order: a subtype with the id of one of the
 * card's is updated, one without an id added, and the card's others removed. The card's subtypes
 * are loaded.
 */
function writeSubtypes(
  em: EntityManager,
  card: CertificationCard,
  wanted: readonly SubtypeChange[],
): void {
  const current = new Map(card.subtypes.getItems().map((subtype) => [subtype.id, subtype]));
  wanted.forEach((subtype, index) => {
    if (subtype.id !== undefined && !current.has(subtype.id)) {
      throw new InvalidInputError(SUBTYPE_NOT_ON_CARD, {
        [`subtypes.${index}.id`]: SUBTYPE_NOT_ON_CARD,
      });
    }
  });
  const kept = new Set(wanted.map((subtype) => subtype.id));
  for (const [id, subtype] of current) {
    if (!kept.has(id)) {
      card.subtypes.remove(subtype);
      em.remove(subtype);
    }
  }
  wanted.forEach(({ id, ...data }, sortOrder) => {
    const existing = id === undefined ? undefined : current.get(id);
    if (existing) em.assign(existing, { ...data, sortOrder });
    else card.subtypes.add(em.create(CertificationSubtype, { ...data, card, sortOrder }));
  });
}
