import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { TestimonialCard, TestimonialCardSkeleton } from './TestimonialCard';
import { TestimonialGrid } from './TestimonialGrid';
import { longTestimonialMock, testimonialMock, testimonialsMock } from './TestimonialCard.mock';

const meta = {
  title: 'Cards/TestimonialCard',
  component: TestimonialCard,
  args: { testimonial: testimonialMock },
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
    await expect(canvas.getByText('Ron Kowalchuk, Vegreville')).toBeVisible();
  },
};

export const ThreeStars: Story = {
  args: { testimonial: testimonialsMock[2] },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 3 out of 5 stars' });
    // Painted by CSS (TestimonialCard.css): three stars wide.
    await expect(stars.style.getPropertyValue('--stars')).toBe('3');
  },
};

export const LongText: Story = { args: { testimonial: longTestimonialMock } };

export const Loading: Story = { render: () => <TestimonialCardSkeleton /> };

/** The home page grid: three placeholders while loading, then the cards. */
export const GridLoading: Story = {
  render: () => <TestimonialGrid testimonials={[]} loading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Loading testimonial')).toHaveLength(3);
  },
};

export const Grid: Story = { render: () => <TestimonialGrid testimonials={testimonialsMock} /> };

export const GridEmpty: Story = {
  render: () => (
    <TestimonialGrid testimonials={[]} empty={<EmptyState title="No testimonials yet" />} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No testimonials yet')).toBeVisible();
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <TestimonialGrid testimonials={testimonialsMock} />,
};
