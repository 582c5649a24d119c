import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordTable } from './RecordTable';

interface Person {
  id: string;
  name: string;
  role: string;
}

const PEOPLE: Person[] = [
  { id: '1', name: 'Dana Whitford', role: 'Senior Agronomist' },
  { id: '2', name: 'Arjun Pelletier', role: 'Soil Scientist' },
];

const meta = {
  title: 'Admin/RecordTable',
  component: RecordTable<Person>,
  args: {
    label: 'Team members',
    noun: 'people',
    page: { rows: PEOPLE, total: 12, hasMore: true },
    loading: false,
    columns: [
      { title: 'Name', dataIndex: 'name' },
      { title: 'Role', dataIndex: 'role' },
    ],
    loadingLabel: 'Loading the team...',
    empty: { title: 'Nobody in this group yet', description: 'Add the first person.' },
    failure: 'Failed to load the team',
    onRetry: fn(),
    onLoadMore: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof RecordTable<Person>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first page: the rows in a scrollable region, and the next page a click away. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Team members' });
    await expect(within(region).getByRole('cell', { name: 'Dana Whitford' })).toBeVisible();
    await expect(canvas.getByText('Showing 2 of 12 people')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The whole list is on screen: no "Load more". */
export const AllShown: Story = {
  args: { page: { rows: PEOPLE, total: 2, hasMore: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  args: { page: { rows: undefined, total: 0, hasMore: false }, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the team...')).toBeInTheDocument();
  },
};

/** Nothing to list. */
export const Empty: Story = {
  args: { page: { rows: [], total: 0, hasMore: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody in this group yet')).toBeVisible();
  },
};

/** The list could not be read: the reason, and a retry. */
export const Failure: Story = {
  args: {
    page: { rows: undefined, total: 0, hasMore: false },
    error: new Error('Network error'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load the team: Network error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A refetch failed while rows were on screen: they stay. */
export const RefetchFailed: Story = {
  args: { error: new Error('Network error') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Dana Whitford' })).toBeVisible();
    await expect(canvas.queryByText(/Failed to load/)).toBeNull();
  },
};
