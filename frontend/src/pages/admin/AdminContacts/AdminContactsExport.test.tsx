import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { contactsMock, sampleContacts } from './AdminContacts.mock';
import { AdminContactsPage } from './AdminContactsPage';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadAdminScreens);

const [dale, marie] = sampleContacts;

describe('Export CSV', () => {
  function serveCsv(response: Response) {
    const fetchMock = vi.fn(() => Promise.resolve(response));
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs: a URL class with them, for this test only.
    class TestURL extends URL {
      static override createObjectURL = vi.fn(() => 'blob:contacts');
      static override revokeObjectURL = vi.fn();
    }
    vi.stubGlobal('URL', TestURL);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    return { fetchMock, clicks };
  }

  it("downloads the messages of the status filter with the admin's token", async () => {
    const { fetchMock, clicks } = serveCsv(
      new Response('\uFEFFId,Name\r\n1,Dale Kowalchuk\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="contact-messages-2026-03-05.csv"',
        },
      }),
    );
    renderAdminPage(<AdminContactsPage />, {
      mocks: [contactsMock(), contactsMock([dale, marie], { filters: { status: 'NEW' } })],
    });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: 'New' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/exports/contacts.csv?status=new');
    // The HttpOnly session cookie goes with it; no script holds a token to send.
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toBeUndefined();
    expect(clicks[0].download).toBe('contact-messages-2026-03-05.csv');
    expect(clicks[0].href).toBe('blob:contacts');
  });

  it('ends the session when the server refuses the token', async () => {
    const { clicks } = serveCsv(
      new Response(JSON.stringify({ message: 'The token is invalid or has expired' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { session } = renderAdminPage(<AdminContactsPage />, { mocks: [contactsMock()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(session.expire).toHaveBeenCalled());
    expect(clicks).toHaveLength(0);
  });

  it("shows the server's message when the export fails", async () => {
    serveCsv(
      new Response(JSON.stringify({ message: 'Internal server error' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderAdminPage(<AdminContactsPage />, { mocks: [contactsMock()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
