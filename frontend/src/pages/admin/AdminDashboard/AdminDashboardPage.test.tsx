import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../test/fakeSession';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { dashboardData, dashboardErrorMock, dashboardMock } from './AdminDashboard.mock';
import { AdminDashboardPage } from './AdminDashboardPage';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadAdminScreens);
afterEach(() => {
  vi.useRealTimers();
});

describe('AdminDashboardPage', () => {
  it('shows the count tiles and the real recent activity', async () => {
    // The mock's activity is dated when it is imported (so stories read "5 minutes ago"): the
    // test's clock is set from it, so a slow run still reads exactly five minutes later.
    const [newest] = dashboardData.recentActivity;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(newest!.at) + 5 * 60_000);
    renderAdminPage(<AdminDashboardPage />, { mocks: [dashboardMock], path: '/admin/dashboard' });
    const tiles = await screen.findByRole('list', { name: 'Counts' });
    const text = within(tiles)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(text).toEqual([
      'Products9',
      'Newsletters6',
      'Testimonials5',
      'Contact Messages21 new',
      'Subscribers14',
      'Image Assets13',
      'Team Members7',
    ]);
    expect(screen.getByText('New message from Dale Kowalchuk (Crop Farming)')).toBeInTheDocument();
    expect(screen.getByText('grower@example.com subscribed to the newsletter')).toBeInTheDocument();
    expect(screen.getByText('admin published “Spring Seeding Checklist”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all activity' })).toHaveAttribute(
      'href',
      '/admin/activity',
    );
    expect(await screen.findByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('30 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
  });

  it('links a support account to the messages, not to the activity it may not open', async () => {
    const session = {
      ...fakeSession({ signOut: vi.fn(), expire: vi.fn() }),
      role: 'SUPPORT' as const,
      permissions: ['MESSAGES' as const],
    };
    renderAdminPage(<AdminDashboardPage />, { mocks: [dashboardMock], session });
    expect(await screen.findByRole('link', { name: 'View all contact messages' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View all activity' })).toBeNull();
  });

  it('shows the failure state', async () => {
    renderAdminPage(<AdminDashboardPage />, {
      mocks: [dashboardErrorMock],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
  });
});
