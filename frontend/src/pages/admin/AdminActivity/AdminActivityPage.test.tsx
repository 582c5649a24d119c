import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import {
  activityErrorMock,
  activityLoadingMock,
  activityMock,
  activityNextPageMock,
  auditEvent,
  sampleEvents,
} from './AdminActivity.mock';
import { activityVariables, NO_ACTIVITY_FILTERS } from './activityFilters';
import { AdminActivityPage } from './AdminActivityPage';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadAdminScreens);
const hidden = { hidden: true } as const;

/** The table's body rows (not antd's hidden measuring row), each as its cells' texts. */
const bodyRows = () =>
  screen
    .getAllByRole('row', hidden)
    .filter((row) => row.closest('tbody') && row.classList.contains('ant-table-row'))
    .map((row) =>
      within(row)
        .getAllByRole('cell', hidden)
        .map((cell) => cell.textContent),
    );

describe('activityVariables', () => {
  it('reads the days in Alberta, through the end of the last one', () => {
    expect(
      activityVariables({
        ...NO_ACTIVITY_FILTERS,
        actor: ' office ',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    ).toEqual({
      first: 25,
      actor: 'office',
      recordType: null,
      action: null,
      // MST before 8 March, MDT (daylight time) from then.
      since: '2026-03-01T07:00:00.000Z',
      until: '2026-04-01T06:00:00.000Z',
    });
  });
});

describe('AdminActivityPage', () => {
  it('lists each change with its time in Alberta, who, what, record, fields, address and note', async () => {
    renderAdminPage(<AdminActivityPage />, { path: '/admin/activity', mocks: [activityMock()] });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()).toEqual([
      [
        'Nov 25, 2026, 13:02',
        'admin',
        'Updated',
        'Company settings: Company settings',
        'email, warehouse',
        '203.0.113.7',
        '',
      ],
      [
        'Nov 24, 2026, 09:30',
        'office',
        'Published',
        'Newsletter: Spring Seeding Checklist',
        'status',
        '203.0.113.7',
        'published anyway: Title has 74 characters (60 at most)',
      ],
    ]);
  });

  it('shows the loading state, then the failure state', async () => {
    const { unmount } = renderAdminPage(<AdminActivityPage />, { mocks: [activityLoadingMock] });
    expect(await screen.findByText('Loading activity...')).toBeInTheDocument();
    unmount();
    renderAdminPage(<AdminActivityPage />, { mocks: [activityErrorMock] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load activity: Network down',
    );
  });

  it('says when there is nothing yet', async () => {
    renderAdminPage(<AdminActivityPage />, { mocks: [activityMock([])] });
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
  });

  it('filters on the server by action, by keyboard, and says when nothing matches', async () => {
    const [settings] = sampleEvents;
    renderAdminPage(<AdminActivityPage />, {
      mocks: [
        activityMock(),
        activityMock([settings!], { ...NO_ACTIVITY_FILTERS, action: 'CREATE' }),
        activityMock([], { ...NO_ACTIVITY_FILTERS, action: 'CREATE', from: '2026-03-01' }),
      ],
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const action = screen.getByRole('combobox', { name: 'Action' });
    action.focus();
    // antd's Select reads the key code, which userEvent leaves out: the same keys, by fireEvent.
    fireEvent.keyDown(action, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(action, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    expect(await screen.findByText('No changes match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });

  it('reads the next page with "Load more", after the last one shown', async () => {
    const older = auditEvent(3, {
      actor: 'admin',
      action: 'DELETE',
      recordType: 'image',
      recordLabel: 'Old field photo',
      fields: [],
    });
    renderAdminPage(<AdminActivityPage />, {
      mocks: [
        activityMock(sampleEvents, NO_ACTIVITY_FILTERS, 1),
        activityNextPageMock('c11', [older]),
      ],
    });
    expect(await screen.findByText('Showing 2 of 3 changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(bodyRows()[2]![3]).toBe('Image: Old field photo');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
