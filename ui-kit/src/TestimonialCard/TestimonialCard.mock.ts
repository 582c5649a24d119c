import { LONG_TEXT } from '../test/mockImages';
import type { Testimonial } from './TestimonialCard';

export const testimonialsMock: Testimonial[] = [
  {
    id: 1,
    customerName: 'Ron Kowalchuk, Vegreville',
    content:
      'Our canola stand came up more even than any year before, and the soil test proved it.',
    rating: 5,
  },
  {
    id: 2,
    customerName: 'Heather Lindqvist, Camrose',
    content:
      'The consultants walked every field with us and the plan paid for itself in one season.',
    rating: 4,
  },
  {
    id: 3,
    customerName: 'Jas Brar, Kindersley SK',
    content:
      'Good product, fast delivery from the Tofield warehouse during a tight seeding window.',
    rating: 3,
  },
];

export const testimonialMock = testimonialsMock[0];
export const longTestimonialMock: Testimonial = { ...testimonialMock, content: LONG_TEXT };
