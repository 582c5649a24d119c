import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Admin/LoadMore',
  component: LoadMore,
  args: {
    shown: 100,
    total: 230,
    noun: 'submissions',
    hasMore: true,
    onLoadMore: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of a long list is on screen: the next one is a click away. */
export const MoreToLoad: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 100 of 230 submissions')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page cannot be read: a toast says why, and the button stays for another try. */
export const LoadFails: Story = {
  args: { onLoadMore: fn(() => Promise.reject(new Error('Network down'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByText('Could not load more submissions: Network down')).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeEnabled();
  },
};

/** The whole list is on screen: nothing is shown. */
export const AllLoaded: Story = {
  args: { shown: 230, hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
