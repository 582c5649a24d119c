import type { NonEmptyArray } from 'type-graphql';
import { CompanyResolver } from '../modules/company/company.resolver.js';
import { TestimonialResolver } from '../modules/testimonials/testimonial.resolver.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [CompanyResolver, TestimonialResolver];
