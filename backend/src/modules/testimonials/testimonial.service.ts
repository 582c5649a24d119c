import { oneList, serviceOf, type RecordKind } from '../records/index.js';
import { TestimonialInput } from './dto/testimonial.input.js';
import { Testimonial } from './testimonial.entity.js';

/** The kind of record of testimonials' versions and audit rows. */
export const TESTIMONIAL_RECORD = 'testimonial';

/**
 * A customer testimonial, in the home page's one list. Its versions keep its fields as they are
 * (its place is not one), so a version brought back is the input as it was. The admin list
 * searches the quote and the customer's name and farm.
 */
export const TESTIMONIALS: RecordKind<Testimonial, TestimonialInput> = {
  entity: Testimonial,
  recordType: TESTIMONIAL_RECORD,
  label: 'customerName',
  snapshot: ['customerName', 'content', 'rating'],
  versions: { input: TestimonialInput },
  order: oneList(),
  search: { in: ['customerName', 'content'] },
};

/** Customer testimonials: the home page's list in its order, and the office's editing. */
export class TestimonialService extends serviceOf(TESTIMONIALS) {}
