import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardMock } from './AdminDashboard.mock';
import { DashboardTiles } from './DashboardTiles';
import { withAdminScope } from '../test/storyProviders';

const meta = {
  title: 'Admin/DashboardTiles',
  component: DashboardTiles,
  args: { counts: dashboardMock.result.data.dashboardCounts },
  decorators: [withAdminScope],
} satisfies Meta<typeof DashboardTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's counts as the site's built-in content gives them. */
export const Counts: Story = {
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement).getByRole('list', { name: 'Counts' });
    const texts = within(tiles)
      .getAllByRole('listitem')
      .map((tile) => tile.textContent);
    await expect(texts).toEqual([
      'Products9',
      'Newsletters6',
      'Testimonials5',
      'Contact Messages21 new',
      'Subscribers14',
      'Image Assets13',
      'Team Members7',
    ]);
  },
};

/** A new site: nothing yet, every tile shows 0. */
export const Empty: Story = {
  args: {
    counts: {
      products: 0,
      newsletters: 0,
      testimonials: 0,
      contacts: 0,
      newContacts: 0,
      subscribers: 0,
      imageAssets: 0,
      teamMembers: 0,
    },
  },
};

/** Large numbers stay on one line in a tile. */
export const LargeCounts: Story = {
  args: {
    counts: {
      products: 15,
      newsletters: 48,
      testimonials: 126,
      contacts: 1284,
      newContacts: 37,
      subscribers: 10452,
      imageAssets: 312,
      teamMembers: 7,
    },
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
