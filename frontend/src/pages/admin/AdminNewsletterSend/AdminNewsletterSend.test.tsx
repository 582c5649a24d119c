import { configure, fireEvent, getConfig, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { userEvent } from 'storybook/test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { currentAdminMock } from '../AdminGate/AdminGate.mock';
import { AdminNewsletterEditPage } from '../AdminNewsletters/AdminNewsletterEditPage';
import { newsletterSendPath } from '../AdminNewsletters/newsletterStates';
import { fill, preloadAdminScreens, renderAdminArea, renderAdminPage } from '../test/renderAdmin';
import {
  checkErrorMock,
  checkMock,
  deliveriesMock,
  delivery,
  doneMailing,
  edition,
  editorMocks,
  mailing,
  mailingCheck,
  progressMock,
  sendMock,
  sendPanelErrorMock,
  sendPanelLoadingMock,
  sendPanelMock,
  testSendMock,
} from './AdminNewsletterSend.mock';

vi.setConfig({ testTimeout: 60_000 });
// The panel renders inside the whole newsletter editor, which jsdom draws slowly: on a busy
// machine its parts take longer than the suite's 5 s to arrive.
const { asyncUtilTimeout } = getConfig();
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterAll(() => configure({ asyncUtilTimeout }));
beforeAll(async () => {
  await preloadAdminScreens();
  await Promise.all([
    import('../AdminNewsletters/SavedNewsletterParts'),
    import('./SendDialog'),
    import('./MailingView'),
  ]);
  // Every admin screen's module: on a busy machine more than the hooks' default 10 s.
}, 60_000);
afterEach(() => localStorage.clear());
const hidden = { hidden: true } as const;

/**
 * The edition's editor (or `newsletter`: null for none) at `path`, its send panel's address unless
 * told, opened with its `mailing` (none unless told), and the panel's answers in `mocks`.
 */
const renderSend = (
  mocks: readonly TypedMock[],
  {
    path = newsletterSendPath(edition.id),
    mailing = null,
    newsletter = edition,
  }: {
    path?: string;
    mailing?: Parameters<typeof editorMocks>[0];
    newsletter?: Parameters<typeof editorMocks>[1];
  } = {},
) =>
  renderAdminPage(
    <Routes>
      <Route path="/admin/newsletters/:id" element={<AdminNewsletterEditPage />} />
      <Route path="/admin/outbox" element={<h1>The outbox</h1>} />
    </Routes>,
    { path, mocks: [...editorMocks(mailing, newsletter), ...mocks] },
  );

/** The send panel, once it is open. */
const sendPanel = () => screen.findByRole('region', { name: 'Send by e-mail' });

const sendButton = (name: RegExp | string = /^Send to \d+ subscribers?$/) =>
  screen.getByRole('button', { name });

/** The live recipient count under the topics. */
const audienceCount = async (text: string) =>
  within(await screen.findByRole('region', { name: 'Audience' })).findByText(text);

/** The results table's body rows (not antd's hidden measuring row), each as its cells' texts. */
const bodyRows = () =>
  screen
    .getAllByRole('row', hidden)
    .filter((row) => row.closest('tbody') && row.classList.contains('ant-table-row'))
    .map((row) =>
      within(row)
        .getAllByRole('cell', hidden)
        .map((cell) => cell.textContent),
    );

describe('the send panel of the newsletter editor, before the newsletter is e-mailed', () => {
  it('counts the audience live as topics are ticked, and previews the e-mail', async () => {
    renderSend([
      sendPanelMock(),
      checkMock([]),
      checkMock(['Soil Health', 'Organic Solutions'], mailingCheck(48)),
      checkMock(['Soil Health'], mailingCheck(31)),
    ]);
    await screen.findByRole('region', { name: 'Audience' });
    expect(await audienceCount('312 confirmed subscribers')).toBeInTheDocument();
    // The editor of the edition, with its state, and its send panel opened by the address.
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Newsletter' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    const title = screen.getByRole('heading', { level: 2, name: 'Send by e-mail' });
    expect(title).toHaveFocus();
    expect(screen.getByRole('button', { ...hidden, name: 'Send by e-mail' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('None checked: every confirmed subscriber.')).toBeInTheDocument();
    await waitFor(() => expect(sendButton('Send to 312 subscribers')).toBeEnabled());

    // Ticked in any order, asked in the list's order.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Organic Solutions' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Soil Health' }));
    expect(await audienceCount('48 confirmed subscribers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Organic Solutions' }));
    expect(await audienceCount('31 confirmed subscribers')).toBeInTheDocument();
    await waitFor(() => expect(sendButton('Send to 31 subscribers')).toBeEnabled());
    expect(
      screen.getByText(
        'Confirmed subscribers who chose Soil Health, once: a newsletter is never e-mailed twice.',
      ),
    ).toBeInTheDocument();

    // The subject, the unsubscribe headers, and the HTML in a sandboxed frame at two widths.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Subject').nextElementSibling).toHaveTextContent(
      edition.title,
    );
    const headers = within(preview).getByRole('table', { name: 'Headers' });
    expect(
      within(headers)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'NameValue',
      'List-Unsubscribe<http://localhost:4000/api/newsletter/unsubscribe?token=c0ffee>',
      'List-Unsubscribe-PostList-Unsubscribe=One-Click',
    ]);
    const frame = within(preview).getByTitle(`The HTML part of “${edition.title}”`);
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank"><meta charset');
    expect(frame).toHaveClass('mail-view__frame--desktop');
    // fireEvent: jsdom cannot build the pointer events userEvent sends to antd's Segmented.
    fireEvent.click(within(preview).getByRole('radio', { ...hidden, name: 'Phone (375 px)' }));
    await waitFor(() => expect(frame).toHaveClass('mail-view__frame--phone'));
  });

  it('blocks the send while a check fails, and says which one', async () => {
    renderSend([sendPanelMock(), checkMock([], mailingCheck(312, ['PUBLISHED']))]);
    const checks = await screen.findByRole('region', { name: 'Checks before sending' });
    expect(within(checks).getByText('1 of 9 checks did not pass.')).toBeInTheDocument();
    expect(within(checks).getByText('A draft: publish it first')).toBeInTheDocument();
    expect(within(checks).getByText(': not passed')).toBeInTheDocument();
    const button = sendButton('Send to 312 subscribers');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Sending is blocked until every check passes. Not passed: Published on the site.',
    );
  });

  it('sends a test: the API message under the field, then a toast that leads to the outbox', async () => {
    renderSend([
      sendPanelMock(),
      checkMock([]),
      testSendMock('dale@', 'Please enter a valid email address'),
      testSendMock('dale@example.com'),
    ]);
    const field = await screen.findByLabelText('Test address');
    await userEvent.type(field, 'dale@');
    await userEvent.click(screen.getByRole('button', { name: 'Send test' }));
    // As on every admin form: the API's message under the field, and in a "Not saved" toast.
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Please enter a valid email address'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Not saved')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, ' dale@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send test' }));
    const toast = await screen.findByText(/^Test sent to dale@example\.com\./);
    expect(toast).toHaveTextContent(
      'Test sent to dale@example.com. Without an SMTP server it is in the Outbox.',
    );
    expect(field).toHaveAccessibleDescription(
      'A colleague or the office: the e-mail says it is a test.',
    );
    expect(field).not.toHaveAttribute('aria-invalid');
    const outbox = within(toast).getByRole('link', { name: 'Outbox' });
    expect(outbox).toHaveAttribute('href', '/admin/outbox');
    await userEvent.click(outbox);
    expect(await screen.findByRole('heading', { name: 'The outbox' })).toBeInTheDocument();
  });

  it('confirms the count and the audience, sends that count, and follows the progress to done', async () => {
    const started = mailing({ topics: ['Soil Health'], recipientCount: 31 });
    const halfway = mailing({
      topics: ['Soil Health'],
      recipientCount: 31,
      progress: { ...started.progress, queued: 15, sending: 4, sent: 12 },
    });
    const done = doneMailing({
      topics: ['Soil Health'],
      recipientCount: 31,
      progress: { ...started.progress, queued: 0, sent: 29, failed: 1, bounced: 1 },
    });
    renderSend([
      sendPanelMock(),
      checkMock([]),
      checkMock(['Soil Health'], mailingCheck(31)),
      sendMock(['Soil Health'], 31, { mailing: started }),
      deliveriesMock([delivery(1, { status: 'QUEUED', attempts: 0, sentAt: null })], {
        more: 30,
      }),
      progressMock(halfway),
      deliveriesMock([delivery(1)], { more: 30 }),
      progressMock(done),
      deliveriesMock([delivery(1)], { more: 30 }),
    ]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Soil Health' }));
    await waitFor(() => expect(sendButton('Send to 31 subscribers')).toBeEnabled());
    await userEvent.click(sendButton('Send to 31 subscribers'));

    const dialog = await screen.findByRole('dialog', { name: `E-mail “${edition.title}”?` });
    expect(within(dialog).getByText('31 confirmed subscribers')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Confirmed subscribers who chose Soil Health'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 31 subscribers' }));

    // The mailing replaces the form: sending, then polled every 2 s until every answer is in.
    expect(await screen.findByRole('heading', { level: 2, name: 'Sending' })).toBeInTheDocument();
    expect(screen.getByText('0 of 31 recipients done (0%)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send to/ })).toBeNull();
    expect(
      await screen.findByText('12 of 31 recipients done (38%)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: '12 of 31 recipients done (38%)' }),
    ).toHaveAttribute('value', '12');
    expect(
      await screen.findByText('Every recipient has an answer.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('29 sent, 1 failed, 1 bounced, 0 skipped.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sent' })).toBeInTheDocument();
    expect(screen.getByText('31 of 31 recipients done (100%)')).toBeInTheDocument();
    // The row on screen followed: queued, then sent.
    await waitFor(() =>
      expect(bodyRows()[0]).toEqual([
        'grower1@example.com',
        'Sent',
        '1',
        '',
        'Nov 25, 2026, 13:03',
      ]),
    );
    // Done: no further poll (a third would find no answer and show a warning).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.queryByText(/Could not read the progress/)).toBeNull();
  });

  it('shows why a send was refused and checks the audience again', async () => {
    renderSend([
      sendPanelMock(),
      checkMock([]),
      sendMock([], 312, {
        refusal:
          'The audience has changed since the check: it is 313 now. Check again before sending.',
      }),
      checkMock([], mailingCheck(313)),
    ]);
    await waitFor(() => expect(sendButton('Send to 312 subscribers')).toBeEnabled());
    await userEvent.click(sendButton('Send to 312 subscribers'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 312 subscribers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not sentThe audience has changed since the check: it is 313 now. Check again before sending.',
    );
    expect(await audienceCount('313 confirmed subscribers')).toBeInTheDocument();
    await waitFor(() => expect(sendButton('Send to 313 subscribers')).toBeEnabled());
  });
});

describe('the send panel of the newsletter editor, once the newsletter was e-mailed', () => {
  it('opens by itself with who sent it, when, to whom and the results, filtered, a page at a time', async () => {
    const sent = doneMailing({ topics: ['Soil Health', 'Plant Nutrition'] });
    // The editor's own address: the panel opens because the edition was e-mailed.
    renderSend(
      [
        sendPanelMock(sent),
        deliveriesMock([delivery(1), delivery(2)], { more: 310 }),
        deliveriesMock([delivery(3)], { after: 'd2' }),
        deliveriesMock(
          [
            delivery(7, {
              status: 'FAILED',
              attempts: 5,
              lastError: '451 Try again later',
              sentAt: null,
            }),
          ],
          { status: 'FAILED' },
        ),
      ],
      { path: `/admin/newsletters/${edition.id}`, mailing: sent },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Sent' })).toBeInTheDocument();
    expect(within(await sendPanel()).getByText('Recipients')).toBeInTheDocument();
    // Opened by itself, it leaves the focus where it is.
    expect(screen.getByRole('heading', { level: 2, name: 'Send by e-mail' })).not.toHaveFocus();
    const summary = [...document.querySelectorAll('.newsletter-send__summary > *')].map(
      (item) => item.textContent,
    );
    expect(summary).toEqual([
      'Subject',
      edition.title,
      'Audience',
      'Confirmed subscribers who chose Soil Health or Plant Nutrition',
      'Recipients',
      '312',
      'Started by',
      'admin',
      'Started at',
      'Nov 25, 2026, 13:02',
      'Finished at',
      'Nov 25, 2026, 13:04',
    ]);
    expect(screen.getByText('312 of 312 recipients done (100%)')).toBeInTheDocument();
    const counts = [...document.querySelectorAll('.newsletter-send__counts > div')].map(
      (item) => item.textContent,
    );
    expect(counts).toEqual(['Queued0', 'Sending0', 'Sent309', 'Failed1', 'Bounced1', 'Skipped1']);
    // Nothing to send: no form, no test.
    expect(screen.queryByLabelText('Test address')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Send to/ })).toBeNull();

    expect(await screen.findByText('Showing 2 of 312 recipients')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(bodyRows()[2]![0]).toBe('grower3@example.com');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() =>
      expect(bodyRows()).toEqual([
        ['grower7@example.com', 'Failed', '5', '451 Try again later', ''],
      ]),
    );
  });
});

describe('the send panel of the newsletter editor, its other states', () => {
  it('shows the loading state, the failure and a newsletter that does not exist', async () => {
    const loading = renderSend([sendPanelLoadingMock]);
    expect(await screen.findByText('Loading the mailing...')).toBeInTheDocument();
    loading.unmount();
    const failing = renderSend([sendPanelErrorMock]);
    expect(
      await within(await sendPanel()).findByText('Failed to load the mailing: Network down'),
    ).toBeInTheDocument();
    failing.unmount();
    renderSend([], { newsletter: null });
    expect(
      await screen.findByText('This newsletter does not exist (it may have been deleted).'),
    ).toBeInTheDocument();
  });

  it('says when the check failed, and runs it again on request', async () => {
    renderSend([sendPanelMock(), checkErrorMock([]), checkMock([])]);
    expect(await screen.findByText('Failed to check the e-mail: Network down')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send to/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await audienceCount('312 confirmed subscribers')).toBeInTheDocument();
    await waitFor(() => expect(sendButton('Send to 312 subscribers')).toBeEnabled());
  });

  it('opens from "Send by e-mail" beside publishing, loading only then, and closes again', async () => {
    renderSend([sendPanelMock(), checkMock([])], { path: `/admin/newsletters/${edition.id}` });
    const button = await screen.findByRole('button', { ...hidden, name: 'Send by e-mail' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('region', { name: 'Send by e-mail' })).toBeNull();
    expect(screen.queryByText('Loading the mailing...')).toBeNull();

    await userEvent.click(button);
    const panel = await sendPanel();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    // The panel is after the form: the focus goes to its heading.
    expect(within(panel).getByRole('heading', { level: 2, name: 'Send by e-mail' })).toHaveFocus();
    expect(await audienceCount('312 confirmed subscribers')).toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Send by e-mail' })).toBeNull();
  });

  it('e-mails the newsletter as last saved: with changes not saved, the send waits', async () => {
    renderSend([sendPanelMock(), checkMock([]), testSendMock('dale@example.com')]);
    await waitFor(() => expect(sendButton('Send to 312 subscribers')).toBeEnabled());
    await fill('Title', 'Winter Soil Sampling, revised');
    const panel = await sendPanel();
    expect(
      within(panel).getByText('Changes not saved yet are not in the e-mail.'),
    ).toBeInTheDocument();
    const button = sendButton('Send to 312 subscribers');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Save your changes first: the e-mail is the newsletter as last saved.',
    );
    // A test still goes, of the newsletter as saved.
    await userEvent.type(within(panel).getByLabelText('Test address'), 'dale@example.com');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText(/^Test sent to dale@example\.com\./)).toBeInTheDocument();
  });

  it('keeps its old address, /admin/newsletters/:id/send, which opens the editor with the panel', async () => {
    renderAdminArea(`/admin/newsletters/${edition.id}/send`, [
      currentAdminMock,
      ...editorMocks(),
      sendPanelMock(),
      checkMock([]),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Newsletter' }),
    ).toBeInTheDocument();
    const panel = await sendPanel();
    expect(within(panel).getByRole('heading', { level: 2, name: 'Send by e-mail' })).toHaveFocus();
    expect(await audienceCount('312 confirmed subscribers')).toBeInTheDocument();
  });
});
