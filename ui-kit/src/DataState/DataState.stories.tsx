import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { ErrorState, errorMessage } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { NotFound } from '../NotFound';
import { TestimonialGrid, type Testimonial } from '../TestimonialCard';
import { testimonialsMock } from '../TestimonialCard/TestimonialCard.mock';
import { DataState } from './DataState';

/** The stories' view: a list of testimonials, as the home page shows them. */
const TestimonialsState = DataState<Testimonial[], Error>;

const meta = {
  title: 'Feedback/DataState',
  component: TestimonialsState,
  args: {
    state: { loading: false, data: testimonialsMock },
    isEmpty: (testimonials) => testimonials.length === 0,
    loading: <LoadingState label="Loading testimonials..." />,
    empty: <EmptyState title="No testimonials yet." />,
    failure: (error) => (
      <ErrorState message={`Error loading testimonials: ${errorMessage(error)}`} />
    ),
    success: (testimonials) => <TestimonialGrid testimonials={testimonials} />,
  },
} satisfies Meta<typeof TestimonialsState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { loading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading testimonials...',
    );
  },
};

export const Empty: Story = {
  args: { state: { loading: false, data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No testimonials yet.',
    );
  },
};

export const Failure: Story = {
  args: { state: { loading: false, error: new Error('500: Internal Server Error') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error loading testimonials: 500: Internal Server Error',
    );
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ron Kowalchuk, Vegreville')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Loading again (a refetch) with data on screen: the data stays, no spinner. */
export const RefreshingKeepsData: Story = {
  args: { state: { loading: true, data: testimonialsMock } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ron Kowalchuk, Vegreville')).toBeVisible();
  },
};

/** A failed refetch of an admin list (`keepDataOnError`): the list stays. */
export const FailedRefreshKeepsData: Story = {
  args: {
    state: { loading: false, data: testimonialsMock, error: new Error('Failed to fetch') },
    keepDataOnError: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ron Kowalchuk, Vegreville')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** One record that may not exist: `null` data is the empty branch, here a not-found screen. */
export const RecordNotFound: Story = {
  render: () => (
    <DataState<Testimonial | null, Error>
      state={{ loading: false, data: null }}
      loading={<LoadingState label="Loading testimonial..." />}
      empty={<NotFound title="Testimonial Not Found" message="This testimonial does not exist." />}
      failure={(error) => <ErrorState message={errorMessage(error)} />}
      success={(testimonial) => <TestimonialGrid testimonials={[testimonial]} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Testimonial Not Found' }),
    ).toBeVisible();
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
