import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecordList } from './RecordList';

interface Quote {
  id: string;
  customerName: string;
  sortOrder: number;
}

const QUOTES: Quote[] = [
  { id: '1', customerName: 'Dale K., grain farmer near Vegreville', sortOrder: 0 },
  { id: '2', customerName: 'Marie L., market garden near Leduc', sortOrder: 1 },
];

const meta = {
  title: 'Admin/RecordList',
  component: RecordList<Quote>,
  args: {
    title: 'Testimonials',
    label: 'Testimonials',
    noun: 'testimonials',
    page: { rows: QUOTES, total: 2, hasMore: false },
    loading: false,
    loadingLabel: 'Loading testimonials...',
    empty: { title: 'No testimonials yet', description: 'Add the first one.' },
    failure: 'Failed to load testimonials',
    onRetry: fn(),
    onLoadMore: fn(() => Promise.resolve()),
    search: { label: 'Search testimonials', placeholder: 'Search names', onSearch: fn() },
    columns: [{ title: 'Customer', dataIndex: 'customerName' }],
    name: (row: Quote) => row.customerName,
    move: {
      position: (row: Quote) => row.sortOrder + 1,
      last: (row: Quote) => row.sortOrder + 1 >= QUOTES.length,
      onMove: fn(),
    },
    remove: {
      label: (row: Quote) => `Delete the testimonial of ${row.customerName}`,
      question: (row: Quote) => ({
        name: row.customerName,
        title: `Delete the testimonial of ${row.customerName}?`,
        consequences: ['its place on the home page'],
        note: 'Its versions stay in the history.',
      }),
      onDelete: fn(() => Promise.resolve()),
    },
  },
} satisfies Meta<typeof RecordList<Quote>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows with their place: the first cannot move up, the last cannot move down. */
export const Ordered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
    const first = QUOTES[0].customerName;
    await expect(canvas.getByRole('button', { name: `Move up: ${first}` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Move down: ${first}` }));
    await expect(args.move?.onMove).toHaveBeenCalledWith(QUOTES[0], 2);
  },
};

/** A search is sent trimmed, on Enter. */
export const Searched: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search testimonials' }),
      ' Dale {enter}',
    );
    await expect(args.search?.onSearch).toHaveBeenCalledWith('Dale');
  },
};

/** Delete asks first, naming what goes with the record; Delete then deletes that row. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = QUOTES[1].customerName;
    await userEvent.click(
      canvas.getByRole('button', { name: `Delete the testimonial of ${name}` }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: `Delete the testimonial of ${name}?`,
    });
    await expect(within(dialog).getByText('its place on the home page')).toBeInTheDocument();
    await expect(args.remove?.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.remove?.onDelete).toHaveBeenCalledWith(QUOTES[1]);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Nothing yet: the empty state says what to do. */
export const Empty: Story = {
  args: { page: { rows: [], total: 0, hasMore: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No testimonials yet')).toBeVisible();
  },
};
