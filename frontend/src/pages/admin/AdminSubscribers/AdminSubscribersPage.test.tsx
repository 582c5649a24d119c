import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { userEvent } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { personalData, personalDataMock } from '../AdminPrivacy/AdminPrivacy.mock';
import { sampleSubscribers, subscribersMock, subscriberTopicsMock } from './AdminSubscribers.mock';
import { AdminSubscribersPage } from './AdminSubscribersPage';
import { subscribersExportUrl } from './subscriberLabels';
import type { ImportReport } from './SubscriberImport';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadAdminScreens);
afterEach(() => vi.unstubAllGlobals());

/** The router's query string: the filters a link to the list carries. */
function LocationSearch() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const WAITLIST = 'FarmOps Manager waitlist';

describe('/admin/subscribers', () => {
  it('lists subscribers newest first and filters them by status on the server', async () => {
    renderAdminPage(<AdminSubscribersPage />, {
      path: '/admin/subscribers',
      mocks: [
        subscriberTopicsMock,

        subscribersMock(),
        subscribersMock([sampleSubscribers[1]], { status: 'UNSUBSCRIBED' }),
      ],
    });
    expect(await screen.findByRole('button', { name: 'dale@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'sam@example.com' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Unsubscribed' }));
    // The list is replaced by the loading state first, then by the server's answer.
    expect(await screen.findByRole('button', { name: 'marie@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'dale@example.com' })).not.toBeInTheDocument();
  });

  it('filters by topic on the server, a waitlist included, and keeps it in the address', async () => {
    const onList = sampleSubscribers[0];
    renderAdminPage(
      <>
        <AdminSubscribersPage />
        <LocationSearch />
      </>,
      {
        path: '/admin/subscribers',
        mocks: [
          subscriberTopicsMock,
          subscribersMock(),
          subscribersMock([onList], { topic: WAITLIST }),
        ],
      },
    );
    await screen.findByRole('button', { name: 'sam@example.com' });
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    // antd's Select opens on a mouse down (which userEvent's click does not send alone).
    fireEvent.mouseDown(topic);
    fireEvent.click(await screen.findByRole('option', { name: WAITLIST }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'sam@example.com' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: onList.email })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `?topic=${encodeURIComponent(WAITLIST).replaceAll('%20', '+')}`,
    );
  });

  it('opens filtered by the status and topic of its address', async () => {
    renderAdminPage(<AdminSubscribersPage />, {
      path: `/admin/subscribers?status=confirmed&topic=${encodeURIComponent(WAITLIST)}`,
      mocks: [
        subscriberTopicsMock,
        subscribersMock([sampleSubscribers[0]], { status: 'CONFIRMED', topic: WAITLIST }),
      ],
    });
    expect(await screen.findByRole('button', { name: 'dale@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Confirmed' })).toBeChecked();
    expect(
      screen.getByRole('combobox', { name: 'Topic' }).closest('.ant-select'),
    ).toHaveTextContent(WAITLIST);
  });

  it('exports the subscribers of the status and topic chosen', () => {
    expect(subscribersExportUrl(null, null)).toBe('/api/admin/exports/subscribers.csv');
    expect(subscribersExportUrl('CONFIRMED', WAITLIST)).toBe(
      '/api/admin/exports/subscribers.csv?status=confirmed&topic=FarmOps+Manager+waitlist',
    );
  });

  it('searches by address after a pause in typing', async () => {
    renderAdminPage(<AdminSubscribersPage />, {
      mocks: [
        subscriberTopicsMock,
        subscribersMock(),
        subscribersMock([sampleSubscribers[2]], { search: 'sam' }),
      ],
    });
    await screen.findByRole('button', { name: 'dale@example.com' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'sam');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'dale@example.com' })).not.toBeInTheDocument(),
    );
    // dale goes with the loading state; sam comes back with the search's answer.
    expect(await screen.findByRole('button', { name: 'sam@example.com' })).toBeInTheDocument();
  });

  it('opens a subscriber with its consent records as evidence', async () => {
    renderAdminPage(<AdminSubscribersPage />, { mocks: [subscriberTopicsMock, subscribersMock()] });
    await userEvent.click(await screen.findByRole('button', { name: 'marie@example.com' }));
    const drawer = await screen.findByRole('dialog', { name: 'marie@example.com' });
    expect(within(drawer).getAllByText('Unsubscribed')[0]).toBeInTheDocument();
    expect(
      within(drawer).getByRole('heading', { name: 'Consent 1 Withdrawn' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('2026-11-a')).toBeInTheDocument();
    expect(within(drawer).getByText('3f'.repeat(32))).toBeInTheDocument();
    expect(within(drawer).getByText(/will e-mail you its newsletter/)).toBeInTheDocument();
    expect(within(drawer).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(drawer).getByText('Mozilla/5.0 (Invented browser)')).toBeInTheDocument();
    expect(within(drawer).getByText(/One-click unsubscribe \(mail client\)/)).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: 'Everything about this address' }),
    ).toBeInTheDocument();
  });

  it("hands a subscriber's address to the privacy tab, which looks it up", async () => {
    renderAdminPage(<AdminSubscribersPage />, {
      mocks: [
        subscriberTopicsMock,

        subscribersMock(),
        personalDataMock(personalData({ email: 'marie@example.com' }), 'marie@example.com'),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'marie@example.com' }));
    const drawer = await screen.findByRole('dialog', { name: 'marie@example.com' });
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Everything about this address' }),
    );
    expect(await screen.findByRole('tab', { name: 'Privacy', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'marie@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erase this person…' })).toBeInTheDocument();
  });

  it("exports the status filter's subscribers with the admin's token", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response('\uFEFFId\r\n', {
          headers: { 'content-disposition': 'attachment; filename="subscribers-2026-03-05.csv"' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    class TestURL extends URL {
      static override createObjectURL = vi.fn(() => 'blob:subscribers');
      static override revokeObjectURL = vi.fn();
    }
    vi.stubGlobal('URL', TestURL);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderAdminPage(<AdminSubscribersPage />, {
      mocks: [
        subscriberTopicsMock,
        subscribersMock(),
        subscribersMock([sampleSubscribers[0]], { status: 'CONFIRMED' }),
      ],
    });
    await screen.findByRole('button', { name: 'dale@example.com' });
    fireEvent.click(screen.getByRole('radio', { name: 'Confirmed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/exports/subscribers.csv?status=confirmed');
    // The HttpOnly session cookie goes with it; no script holds a token to send.
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toBeUndefined();
    click.mockRestore();
  });

  it('imports a CSV file and shows the report with each refused row and why', async () => {
    const report: ImportReport = {
      rows: 4,
      added: 2,
      refused: [
        {
          row: 3,
          email: 'not-an-address',
          reason: 'invalid_address',
          message: 'Not a valid e-mail address',
        },
        {
          row: 5,
          email: 'erased@example.com',
          reason: 'suppressed',
          message: 'Erased at the person’s request: never added again',
        },
      ],
    };
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(report), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAdminPage(<AdminSubscribersPage />, {
      mocks: [subscriberTopicsMock, subscribersMock(), subscribersMock()],
    });
    await screen.findByRole('button', { name: 'dale@example.com' });
    const file = new File(['email\nnew@example.com\n'], 'list.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file to import'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Import report' });
    expect(
      within(dialog).getByText('2 addresses added of 4 rows; 2 rows not added.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('not-an-address')).toBeInTheDocument();
    expect(within(dialog).getByText('Not a valid e-mail address')).toBeInTheDocument();
    expect(within(dialog).getByText('erased@example.com')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Erased at the person’s request: never added again'),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/imports/subscribers');
    // The HttpOnly session cookie goes with it; no script holds a token to send.
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toBeUndefined();
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("shows the server's refusal of a file", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              message: 'The file is larger than 2 MB: split it into smaller files',
            }),
            { status: 413, headers: { 'content-type': 'application/json' } },
          ),
        ),
      ),
    );
    renderAdminPage(<AdminSubscribersPage />, { mocks: [subscriberTopicsMock, subscribersMock()] });
    await screen.findByRole('button', { name: 'dale@example.com' });
    await userEvent.upload(
      screen.getByLabelText('CSV file to import'),
      new File(['x'], 'big.csv', { type: 'text/csv' }),
    );
    expect(
      await screen.findByText('The file is larger than 2 MB: split it into smaller files'),
    ).toBeInTheDocument();
  });
});
