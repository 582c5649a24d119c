import type { EntityManager } from '@mikro-orm/postgresql';
import { pickFields, type Snapshot } from '../history/index.js';
import { RecordService, type RecordKind } from '../records/index.js';
import { TestimonialInput } from './dto/testimonial.input.js';
import { Testimonial } from './testimonial.entity.js';

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

/**
 * A customer testimonial, in the home page's one list; a version brought back is the input as it
 * was. The admin list searches the quote and the customer's name and farm.
 */
export const TESTIMONIALS: RecordKind<Testimonial, TestimonialInput> = {
  entity: Testimonial,
  recordType: TESTIMONIAL_RECORD,
  notFound: TESTIMONIAL_NOT_FOUND,
  label: 'customerName',
  fields: (_em, input) => ({
    customerName: input.customerName.trim(),
    content: input.content.trim(),
    rating: input.rating,
  }),
  snapshot: testimonialSnapshot,
  versions: {
    input: TestimonialInput,
    inputOf: (snapshot) => pickFields(snapshot, ['customerName', 'content', 'rating']),
  },
  order: { scope: () => ({}) },
  search: { in: ['customerName', 'content'] },
};

/** Customer testimonials: the home page's list in its order, and the office's editing. */
export class TestimonialService extends RecordService<Testimonial, TestimonialInput> {
  constructor(em: EntityManager) {
    super(em, TESTIMONIALS);
  }
}
