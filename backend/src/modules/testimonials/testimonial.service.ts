import type { EntityManager } from '@mikro-orm/postgresql';
import { findOrFail, lockForEdit } from '../../common/editing.js';
import type { Connection, PageRequest } from '../../common/pagination.js';
import { lockOrder, moveInOrder, renumber } from '../../common/reorder.js';
import {
  AuditAction,
  EDIT,
  HistoryService,
  pickFields,
  type Actor,
  type Restorable,
  type SaveKind,
  type Snapshot,
} from '../history/index.js';
import { TestimonialInput } from './dto/testimonial.input.js';
import { Testimonial } from './testimonial.entity.js';
import { TestimonialRepository } from './testimonial.repository.js';

export const TESTIMONIAL_NOT_FOUND = 'Testimonial not found';
/** The kind of record of testimonials' versions and audit rows. */
export const TESTIMONIAL_RECORD = 'testimonial';

/** The stored fields of a testimonial, as its versions keep them (its place is not one). */
export function testimonialSnapshot(testimonial: Testimonial): Snapshot {
  return {
    customerName: testimonial.customerName,
    content: testimonial.content,
    rating: testimonial.rating,
  };
}

/** A version of a testimonial brought back: its snapshot is the input as it was. */
const TESTIMONIAL_HISTORY: Restorable<TestimonialInput> = {
  recordType: TESTIMONIAL_RECORD,
  input: TestimonialInput,
  inputOf: (snapshot) => pickFields(snapshot, ['customerName', 'content', 'rating']),
};

/** Customer testimonials: the home page's list in its order, and the office's editing. */
export class TestimonialService {
  constructor(private readonly em: EntityManager) {}

  /** Every testimonial in display order. */
  list(): Promise<Testimonial[]> {
    return new TestimonialRepository(this.em).inOrder();
  }

  count(): Promise<number> {
    return this.em.count(Testimonial);
  }

  // --- Admin ---------------------------------------------------------------------------------

  find(rawId: unknown): Promise<Testimonial> {
    return findOrFail(this.em, Testimonial, rawId, TESTIMONIAL_NOT_FOUND);
  }

  /** The admin list in display order, searched on the server, a page at a time. */
  adminPage(
    search: string | null | undefined,
    request: PageRequest,
  ): Promise<Connection<Testimonial>> {
    return new TestimonialRepository(this.em).adminPage(search, request);
  }

  /** A new testimonial, last on the site; its first version and audit row are kept with it. */
  create(input: TestimonialInput, actor: Actor): Promise<Testimonial> {
    return this.em.transactional(async (em) => {
      await lockOrder(em, Testimonial);
      const testimonial = em.create(Testimonial, {
        ...fields(input),
        sortOrder: await em.count(Testimonial),
      });
      await em.flush();
      await keepVersion(em, testimonial, actor, AuditAction.CREATE);
      return testimonial;
    });
  }

  /**
   * Saves an editor's fields over the version they started from (EditConflictError if newer); it
   * keeps its place on the site.
   */
  update(
    rawId: unknown,
    expectedVersion: number,
    input: TestimonialInput,
    actor: Actor,
    how: SaveKind = EDIT,
  ): Promise<Testimonial> {
    return this.em.transactional(async (em) => {
      const testimonial = await lockForEdit(
        em,
        Testimonial,
        rawId,
        expectedVersion,
        TESTIMONIAL_NOT_FOUND,
      );
      em.assign(testimonial, fields(input));
      await em.flush();
      await keepVersion(em, testimonial, actor, how.action, how.note);
      return testimonial;
    });
  }

  /** Saves version `version`'s fields again through `update`, as a new version. */
  async restore(
    rawId: unknown,
    expectedVersion: number,
    version: number,
    actor: Actor,
  ): Promise<Testimonial> {
    const { id } = await this.find(rawId);
    return new HistoryService(this.em).restore(TESTIMONIAL_HISTORY, id, version, (input, how) =>
      this.update(id, expectedVersion, input, actor, how),
    );
  }

  /** Deletes a testimonial; the ones after it move up. Its versions stay in the history. */
  remove(rawId: unknown, actor: Actor): Promise<number> {
    return this.em.transactional(async (em) => {
      await lockOrder(em, Testimonial);
      const testimonial = await findOrFail(em, Testimonial, rawId, TESTIMONIAL_NOT_FOUND);
      const { id, customerName } = testimonial;
      em.remove(testimonial);
      new HistoryService(em).audit(
        TESTIMONIAL_RECORD,
        id,
        customerName,
        [],
        actor,
        AuditAction.DELETE,
      );
      await em.flush();
      await renumber(em, Testimonial, {});
      return id;
    });
  }

  /**
   * Moves a testimonial to `position` (1 = first) on the site, the others closing up around it,
   * in one transaction that holds the order against any other move, create or delete.
   */
  move(rawId: unknown, position: number, actor: Actor): Promise<Testimonial> {
    return this.em.transactional(async (em) => {
      const testimonial = await findOrFail(em, Testimonial, rawId, TESTIMONIAL_NOT_FOUND);
      const { from, to } = await moveInOrder(em, Testimonial, {}, testimonial.id, position);
      new HistoryService(em).audit(
        TESTIMONIAL_RECORD,
        testimonial.id,
        testimonial.customerName,
        ['sortOrder'],
        actor,
        AuditAction.MOVE,
        `position ${from} → ${to}`,
      );
      await em.flush();
      return em.findOneOrFail(Testimonial, { id: testimonial.id }, { refresh: true });
    });
  }
}

function fields(input: TestimonialInput) {
  return {
    customerName: input.customerName.trim(),
    content: input.content.trim(),
    rating: input.rating,
  };
}

async function keepVersion(
  em: EntityManager,
  testimonial: Testimonial,
  actor: Actor,
  action: AuditAction,
  note = '',
): Promise<void> {
  await new HistoryService(em).recordSave(
    TESTIMONIAL_RECORD,
    { id: testimonial.id, version: testimonial.version, label: testimonial.customerName },
    testimonialSnapshot(testimonial),
    actor,
    action,
    note,
  );
}
