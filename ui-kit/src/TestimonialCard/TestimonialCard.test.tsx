import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { TestimonialCard } from './TestimonialCard';
import { TestimonialGrid } from './TestimonialGrid';
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

describe('TestimonialGrid', () => {
  it('is a named list that keyboard users can focus to scroll it on phones', () => {
    render(<TestimonialGrid testimonials={[testimonialMock, { ...testimonialMock, id: '2' }]} />);
    const list = screen.getByRole('list', { name: 'Testimonials' });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(list).toHaveClass('pe-grid--rail');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the given placeholders while loading, without a tab stop', () => {
    render(<TestimonialGrid testimonials={[]} loading placeholderCount={3} label="Reviews" />);
    const list = screen.getByRole('list', { name: 'Reviews' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list).not.toHaveAttribute('tabindex');
    expect(list.children).toHaveLength(3);
  });
});
