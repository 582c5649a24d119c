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
  const two = [testimonialMock, { ...testimonialMock, id: '2' }];

  it('is a named list, and no tab stop while it does not scroll (a wide screen)', () => {
    render(<TestimonialGrid testimonials={two} />);
    const list = screen.getByRole('list', { name: 'Testimonials' });
    expect(list).toHaveClass('pe-grid--rail');
    expect(list).not.toHaveAttribute('tabindex');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('takes the focus while it scrolls sideways (a phone), so the arrow keys scroll it', () => {
    // jsdom lays nothing out: a row wider than its box, as on a 390 px screen.
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(350);
    try {
      render(<TestimonialGrid testimonials={two} />);
      expect(screen.getByRole('list', { name: 'Testimonials' })).toHaveAttribute('tabindex', '0');
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('shows the given placeholders while loading, without a tab stop', () => {
    render(<TestimonialGrid testimonials={[]} loading placeholderCount={3} label="Reviews" />);
    const list = screen.getByRole('list', { name: 'Reviews' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list).not.toHaveAttribute('tabindex');
    expect(list.children).toHaveLength(3);
  });
});
