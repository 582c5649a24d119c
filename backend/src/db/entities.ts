import { Testimonial } from '../modules/testimonials/testimonial.entity.js';

/** Every stored entity, listed explicitly (no folder globbing: the same list works from src and dist). */
export const entities = [Testimonial];
