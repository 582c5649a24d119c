import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { TestimonialCard } from './TestimonialCard';
import { testimonialMock } from './TestimonialCard.mock';
import * as stories from './TestimonialCard.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('TestimonialCard', () => {
  it('clamps out-of-range ratings to five stars', () => {
    render(<TestimonialCard testimonial={{ ...testimonialMock, rating: 8 }} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
  });
});
