import type { EntityManager } from '@mikro-orm/postgresql';
import { findOrFail, lockForEdit } from '../../common/editing.js';
import { InvalidInputError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import type { Connection, PageRequest } from '../../common/pagination.js';
import { lockOrder, moveInOrder, renumber } from '../../common/reorder.js';
import { AuditAction, HistoryService, type Actor, type Snapshot } from '../history/index.js';
import { CertificationCard } from './certification-card.entity.js';
import { CertificationCardRepository } from './certification-card.repository.js';
import { CertificationSubtype } from './certification-subtype.entity.js';
import {
  SUBTYPES_NEED_EXPANDABLE,
  SUBTYPES_REPEATED,
  TITLE_TAKEN,
  type CertificationCardInput,
  type CertificationSubtypeInput,
} from './dto/certification-card.input.js';

export const CERTIFICATION_CARD_NOT_FOUND = 'Certification card not found';
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

/** The cards of /certifications in their order, and the office's editing of them. */
export class CertificationCardService {
  constructor(private readonly em: EntityManager) {}

  /** The cards in display order with their subtypes loaded. */
  list(): Promise<CertificationCard[]> {
    return new CertificationCardRepository(this.em).inOrder();
  }

  // --- Admin ---------------------------------------------------------------------------------

  async find(rawId: unknown): Promise<CertificationCard> {
    const card = await findOrFail(this.em, CertificationCard, rawId, CERTIFICATION_CARD_NOT_FOUND);
    await this.em.populate(card, ['subtypes']);
    return card;
  }

  /** The cards in their order, searched on the server, a page at a time. */
  adminPage(
    search: string | null | undefined,
    request: PageRequest,
  ): Promise<Connection<CertificationCard>> {
    return new CertificationCardRepository(this.em).adminPage(search, request);
  }

  /** A new card, last on the page, with its subtypes; its first version and audit row with it. */
  create(input: CertificationCardInput, actor: Actor): Promise<CertificationCard> {
    return this.em.transactional(async (em) => {
      const { subtypes, ...data } = await fields(em, input);
      await lockOrder(em, CertificationCard);
      const card = em.create(CertificationCard, {
        ...data,
        sortOrder: await em.count(CertificationCard),
      });
      writeSubtypes(em, card, subtypes);
      await em.flush();
      await keepVersion(em, card, actor, AuditAction.CREATE);
      return card;
    });
  }

  /**
   * Saves an editor's fields and subtypes over the version they started from (EditConflictError
   * if newer): subtypes sent with an id are updated, new ones added, the others deleted, all in
   * the order sent.
   */
  update(
    rawId: unknown,
    expectedVersion: number,
    input: CertificationCardInput,
    actor: Actor,
    action = AuditAction.UPDATE,
    note = '',
  ): Promise<CertificationCard> {
    return this.em.transactional(async (em) => {
      const card = await lockForEdit(
        em,
        CertificationCard,
        rawId,
        expectedVersion,
        CERTIFICATION_CARD_NOT_FOUND,
      );
      const { subtypes, ...data } = await fields(em, input, card.id);
      await em.populate(card, ['subtypes']);
      em.assign(card, data);
      writeSubtypes(em, card, subtypes);
      // A change of the subtypes alone is a save of the card too: a new version.
      card.updatedAt = new Date();
      await em.flush();
      await keepVersion(em, card, actor, action, note);
      return card;
    });
  }

  /**
   * Brings back version `version`'s fields and subtypes as a new version, through the same rules
   * as a save (a title taken since is refused).
   */
  async restore(
    rawId: unknown,
    expectedVersion: number,
    version: number,
    actor: Actor,
  ): Promise<CertificationCard> {
    const card = await this.find(rawId);
    const snap = await new HistoryService(this.em).snapshotToRestore(
      CERTIFICATION_CARD_RECORD,
      card.id,
      version,
    );
    const input: CertificationCardInput = {
      title: String(snap.title),
      description: String(snap.description),
      validUntil: String(snap.validUntil),
      expandable: snap.expandable === true,
      subtypes: parseSubtypes(snap.subtypes),
    };
    return this.update(
      card.id,
      expectedVersion,
      input,
      actor,
      AuditAction.RESTORE,
      `restored version ${version}`,
    );
  }

  /** Deletes a card and its subtypes; the cards after it move up. Its versions stay. */
  remove(rawId: unknown, actor: Actor): Promise<number> {
    return this.em.transactional(async (em) => {
      await lockOrder(em, CertificationCard);
      const card = await findOrFail(em, CertificationCard, rawId, CERTIFICATION_CARD_NOT_FOUND);
      const { id, title } = card;
      await em.populate(card, ['subtypes']);
      const subtypes = card.subtypes.getItems().map((subtype) => subtype.name);
      card.subtypes.getItems().forEach((subtype) => em.remove(subtype));
      em.remove(card);
      new HistoryService(em).audit(
        CERTIFICATION_CARD_RECORD,
        id,
        title,
        [],
        actor,
        AuditAction.DELETE,
        subtypes.length ? `with subtypes ${subtypes.join(', ')}` : '',
      );
      await em.flush();
      await renumber(em, CertificationCard, {});
      return id;
    });
  }

  /** Moves a card to `position` (1 = first) on the page, race-free (common/reorder). */
  move(rawId: unknown, position: number, actor: Actor): Promise<CertificationCard> {
    return this.em.transactional(async (em) => {
      const card = await findOrFail(em, CertificationCard, rawId, CERTIFICATION_CARD_NOT_FOUND);
      const { from, to } = await moveInOrder(em, CertificationCard, {}, card.id, position);
      new HistoryService(em).audit(
        CERTIFICATION_CARD_RECORD,
        card.id,
        card.title,
        ['sortOrder'],
        actor,
        AuditAction.MOVE,
        `position ${from} → ${to}`,
      );
      await em.flush();
      return em.findOneOrFail(
        CertificationCard,
        { id: card.id },
        { refresh: true, populate: ['subtypes'] },
      );
    });
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

async function keepVersion(
  em: EntityManager,
  card: CertificationCard,
  actor: Actor,
  action: AuditAction,
  note = '',
): Promise<void> {
  await new HistoryService(em).recordSave(
    CERTIFICATION_CARD_RECORD,
    { id: card.id, version: card.version, label: card.title },
    certificationCardSnapshot(card),
    actor,
    action,
    note,
  );
}
