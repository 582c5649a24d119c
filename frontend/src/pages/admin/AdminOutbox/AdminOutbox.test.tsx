import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { currentAdminMock } from '../AdminGate/AdminGate.mock';
import { preloadAdminScreens, renderAdminArea, renderAdminPage } from '../test/renderAdmin';
import {
  outboxErrorMock,
  outboxLoadingMock,
  outboxMessage,
  outboxMessageErrorMock,
  outboxMessageMock,
  outboxMock,
  outboxNextPageMock,
  sampleMessages,
} from './AdminOutbox.mock';
import { AdminOutboxMessagePage } from './AdminOutboxMessagePage';
import { AdminOutboxPage } from './AdminOutboxPage';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadAdminScreens);
afterEach(() => localStorage.clear());
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

/** The rows of the table of other headers, each as its text. */
const headerRows = () =>
  within(screen.getByRole('table', { name: 'Other headers' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

const renderList = (mocks: readonly TypedMock[]) =>
  renderAdminPage(<AdminOutboxPage />, { path: '/admin/outbox', mocks });

const renderMessage = (id: string, mocks: readonly TypedMock[]) =>
  renderAdminPage(
    <Routes>
      <Route path="/admin/outbox/:id" element={<AdminOutboxMessagePage />} />
    </Routes>,
    { path: `/admin/outbox/${id}`, mocks },
  );

describe('AdminOutboxPage', () => {
  it('lists recipient, subject and when it was sent in Alberta, newest first, each opening its message', async () => {
    renderList([outboxMock()]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()).toEqual([
      ['dale@example.com', 'Confirm your subscription', 'Nov 25, 2026, 13:02'],
      [
        'info@example.com',
        'Contact form: Marie Tremblay (Livestock Farming)',
        'Nov 24, 2026, 09:30',
      ],
    ]);
    expect(
      screen.getByRole('link', { ...hidden, name: 'Confirm your subscription' }),
    ).toHaveAttribute('href', '/admin/outbox/7');
    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
  });

  it('shows the loading state, then the failure state', async () => {
    const { unmount } = renderList([outboxLoadingMock]);
    expect(await screen.findByText('Loading the outbox...')).toBeInTheDocument();
    unmount();
    renderList([outboxErrorMock]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the outbox: Network down',
    );
  });

  it('says why it is empty', async () => {
    renderList([outboxMock([])]);
    expect(await screen.findByText('No e-mail yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'While no SMTP server is configured, every message the site sends is kept here.',
      ),
    ).toBeInTheDocument();
  });

  it('reads the next page with "Load more", after the last one shown', async () => {
    const older = outboxMessage({ id: '3', recipient: 'sam@example.com', subject: 'Older' });
    renderList([outboxMock(sampleMessages, 1), outboxNextPageMock('cursor-6', [older])]);
    expect(await screen.findByText('Showing 2 of 3 messages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(bodyRows()[2]![0]).toBe('sam@example.com');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('AdminOutboxMessagePage', () => {
  it('shows the envelope and the other headers', async () => {
    renderMessage('6', [outboxMessageMock('6', sampleMessages[1]!)]);
    const subject = 'Contact form: Marie Tremblay (Livestock Farming)';
    expect(await screen.findByRole('heading', { level: 1, name: subject })).toBeInTheDocument();
    const envelope = [...document.querySelectorAll('.outbox-message__envelope > *')].map(
      (item) => item.textContent,
    );
    expect(envelope).toEqual([
      'From',
      'Prairie Elite Agronomics <web@example.com>',
      'To',
      'info@example.com',
      'Reply-To',
      'marie@example.com',
      'Subject',
      subject,
      'Sent at',
      'Nov 24, 2026, 09:30',
    ]);
    expect(headerRows()).toEqual(['NameValue', 'Message-ID<6.contact@example.com>']);
    expect(screen.getByRole('link', { name: 'Back to the outbox' })).toHaveAttribute(
      'href',
      '/admin/outbox',
    );
  });

  it('shows the HTML in a sandboxed frame whose links open in a new tab, at two widths', async () => {
    renderMessage('7', [outboxMessageMock('7')]);
    const frame = await screen.findByTitle('The HTML part of “Confirm your subscription”');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<head><base target="_blank"><meta charset="utf-8">');
    expect(srcdoc).toContain('<a href="http://localhost:4000/newsletter/confirm?token=c0ffee">');
    expect(headerRows()).toEqual([
      'NameValue',
      'Message-ID<7.confirm@example.com>',
      'List-Unsubscribe<http://localhost:4000/newsletter/unsubscribe?token=c0ffee>',
      'List-Unsubscribe-PostList-Unsubscribe=One-Click',
    ]);
    expect(screen.getByText('None')).toBeInTheDocument();

    expect(frame).toHaveClass('mail-view__frame--desktop');
    // fireEvent: jsdom cannot build the pointer events userEvent sends to antd's Segmented.
    fireEvent.click(screen.getByRole('radio', { ...hidden, name: 'Phone (375 px)' }));
    await waitFor(() => expect(frame).toHaveClass('mail-view__frame--phone'));
  });

  it('shows the plain text in its tab, its addresses linked to open in a new tab', async () => {
    renderMessage('7', [outboxMessageMock('7')]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Text' }));
    const text = await screen.findByText(/^Confirm your subscription/, { selector: 'pre' });
    expect(text.textContent).toBe(outboxMessage().text);
    const confirm = within(text).getByRole('link', {
      name: 'http://localhost:4000/newsletter/confirm?token=c0ffee',
    });
    expect(confirm).toHaveAttribute(
      'href',
      'http://localhost:4000/newsletter/confirm?token=c0ffee',
    );
    expect(confirm).toHaveAttribute('target', '_blank');
    expect(confirm).toHaveAttribute('rel', 'noreferrer');
    expect(within(text).getAllByRole('link')).toHaveLength(2);
  });

  it('says when the message is not in the outbox, and when it failed to load', async () => {
    const { unmount } = renderMessage('99', [outboxMessageMock('99', null)]);
    expect(await screen.findByText('This message is not in the outbox.')).toBeInTheDocument();
    unmount();
    renderMessage('7', [outboxMessageErrorMock('7')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the message: Network down',
    );
  });

  it('is served at /admin/outbox/:id in the admin area', async () => {
    renderAdminArea('/admin/outbox/7', [currentAdminMock, outboxMessageMock('7')]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' }),
    ).toBeInTheDocument();
  });
});
