import { Resolver } from 'type-graphql';
import { RecordResolver } from '../records/index.js';
import { TestimonialInput } from './dto/testimonial.input.js';
import { Testimonial } from './testimonial.entity.js';
import { TestimonialService } from './testimonial.service.js';
import {
  CreateTestimonialPayload,
  DeleteTestimonialPayload,
  MoveTestimonialPayload,
  RestoreTestimonialVersionPayload,
  TestimonialConnection,
  UpdateTestimonialPayload,
} from './testimonial.types.js';

/** The home page's testimonials: the record resource's operations, nothing of their own. */
@Resolver(() => Testimonial)
export class TestimonialResolver extends RecordResolver({
  type: Testimonial,
  name: 'Testimonial',
  input: TestimonialInput,
  id: 'Id of the testimonial.',
  service: TestimonialService,
  list: { description: 'Customer testimonials in display order.' },
  one: 'One testimonial (admin only); NOT_FOUND when it does not exist.',
  page: {
    connection: TestimonialConnection,
    description:
      'Every testimonial in display order (admin only), searched in the quote and in the customer’s name and farm.',
    search: 'Words of the quote or of the customer’s name and farm.',
  },
  create: {
    payload: CreateTestimonialPayload,
    description: 'Adds a testimonial at the end of the list on the site (admin only).',
    input: 'Its fields.',
  },
  update: {
    payload: UpdateTestimonialPayload,
    description:
      "Saves a testimonial's fields (admin only). Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
    input: 'Its new fields.',
  },
  restore: {
    payload: RestoreTestimonialVersionPayload,
    description:
      'Brings back an earlier version of a testimonial as a new version (admin only), checked as a save is; it keeps its place on the site. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.',
    id: 'Id of the record.',
    version: 'The version to bring back, from its version history.',
  },
  move: {
    payload: MoveTestimonialPayload,
    description:
      'Moves a testimonial to another place on the site (admin only), the others closing up around it; the home page follows at once.',
    position: 'Its new place, 1 for the first; at most the number of testimonials.',
  },
  delete: {
    payload: DeleteTestimonialPayload,
    description:
      'Deletes a testimonial (admin only); it stays deleted across restarts. Its versions stay in the history.',
  },
}) {}
