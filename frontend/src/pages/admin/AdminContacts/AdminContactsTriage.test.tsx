import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { contactsMock, sampleContacts, triageMock, triageRefusedMock } from './AdminContacts.mock';
import { AdminContactsPage } from './AdminContactsPage';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadAdminScreens);

const [dale, marie, sam] = sampleContacts;

/** The card of the message from `name`. */
async function card(name: string) {
  const heading = await screen.findByRole('heading', { name });
  return within(heading.closest('article')!);
}

describe('triage of contact messages', () => {
  it('shows each message as new or handled, with who handled it, when, and the note', async () => {
    renderAdminPage(<AdminContactsPage />, { mocks: [contactsMock()] });
    const first = await card('Dale Kowalchuk');
    expect(first.getByText('New')).toBeInTheDocument();
    expect(first.getByText('Status:')).toHaveClass('pe-visually-hidden');
    expect(first.getByRole('button', { name: 'Mark as handled: message from Dale Kowalchuk' }));
    expect(first.getByRole('button', { name: 'Add note: message from Dale Kowalchuk' }));
    const last = await card('Sam Olsen');
    expect(last.getByText('Handled')).toBeInTheDocument();
    // 21:02 UTC on 4 March is 14:02 in Edmonton.
    expect(last.getByText(/^Handled by admin on/)).toHaveTextContent(
      'Handled by admin on Mar 4, 2026, 14:02',
    );
    expect(last.getByText('Sent the price list by e-mail.')).toBeInTheDocument();
    expect(last.getByRole('button', { name: 'Reopen: message from Sam Olsen' }));
    expect(last.getByRole('button', { name: 'Edit note: message from Sam Olsen' }));
  });

  it('lists only new or only handled messages when the status filter asks', async () => {
    renderAdminPage(<AdminContactsPage />, {
      mocks: [
        contactsMock(),
        contactsMock([dale, marie], { filters: { status: 'NEW' } }),
        contactsMock([sam], { filters: { status: 'HANDLED' } }),
      ],
    });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    const status = screen.getByRole('radiogroup', { name: 'Status' });
    expect(within(status).getByRole('radio', { name: 'All' })).toBeChecked();
    // fireEvent: jsdom cannot build the pointer events userEvent sends to antd's Segmented.
    fireEvent.click(within(status).getByRole('radio', { name: 'New' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('2 submissions match')).toBeInTheDocument();
    fireEvent.click(within(status).getByRole('radio', { name: 'Handled' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Sam Olsen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(within(status).getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('marks a message handled from the keyboard, says so, and reads the list again', async () => {
    const handled = { ...dale, status: 'HANDLED' as const, handledAt: '2026-03-05T16:30:00.000Z' };
    renderAdminPage(<AdminContactsPage />, {
      mocks: [
        contactsMock(sampleContacts, { uses: 1 }),
        triageMock(dale, { status: 'HANDLED', note: null }, handled),
        contactsMock([{ ...handled, version: 2, handledBy: 'admin' }, marie, sam]),
      ],
    });
    const first = await card('Dale Kowalchuk');
    const mark = first.getByRole('button', { name: /^Mark as handled/ });
    mark.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The message from Dale Kowalchuk is marked handled.'));
    await waitFor(() => expect(first.getByText('Handled')).toBeInTheDocument());
    // The mutation's answer shows "an admin" until the list read again names who.
    await waitFor(() =>
      expect(first.getByText(/^Handled by admin on/)).toHaveTextContent('Mar 5, 2026, 09:30'),
    );
    expect(first.getByRole('button', { name: /^Reopen/ })).toBeInTheDocument();
  });

  it('reopens a handled message', async () => {
    renderAdminPage(<AdminContactsPage />, {
      mocks: [
        contactsMock(sampleContacts, { uses: 1 }),
        triageMock(sam, { status: 'NEW', note: sam.note }),
        contactsMock([dale, marie, { ...sam, status: 'NEW', handledAt: null, handledBy: null }]),
      ],
    });
    const last = await card('Sam Olsen');
    await userEvent.click(last.getByRole('button', { name: /^Reopen/ }));
    expect(await screen.findByText('The message from Sam Olsen is new again.'));
    await waitFor(() => expect(last.getByText('New')).toBeInTheDocument());
    expect(last.queryByText(/^Handled by/)).toBeNull();
    // The note stays.
    expect(last.getByText('Sent the price list by e-mail.')).toBeInTheDocument();
  });

  it('writes a note by keyboard and gives the focus back to its button', async () => {
    const note = 'Called back on Thursday.\nSoil test booked for 12 October.';
    renderAdminPage(<AdminContactsPage />, {
      mocks: [
        contactsMock(sampleContacts, { uses: 1 }),
        triageMock(dale, { status: 'NEW', note }),
        contactsMock([{ ...dale, note, version: 2 }, marie, sam]),
      ],
    });
    const first = await card('Dale Kowalchuk');
    await userEvent.click(first.getByRole('button', { name: /^Add note/ }));
    const field = first.getByLabelText('Note');
    await waitFor(() => expect(field).toHaveFocus());
    expect(first.getByText('Only the office sees it; at most 2000 characters.')).toBeVisible();
    await userEvent.type(field, 'Called back on Thursday.{Enter}');
    await userEvent.type(field, 'Soil test booked for 12 October.');
    await userEvent.click(first.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText("The note on Dale Kowalchuk's message was saved."));
    await waitFor(() => expect(first.getByRole('button', { name: /^Edit note/ })).toHaveFocus());
    expect(first.getByText(/Soil test booked/).textContent).toBe(`Note: ${note}`);
  });

  it('closes the note editor with Escape, unsaved', async () => {
    renderAdminPage(<AdminContactsPage />, { mocks: [contactsMock()] });
    const last = await card('Sam Olsen');
    await userEvent.click(last.getByRole('button', { name: /^Edit note/ }));
    const field = last.getByLabelText('Note');
    expect(field).toHaveValue('Sent the price list by e-mail.');
    await userEvent.type(field, ' And a sample.');
    await userEvent.keyboard('{Escape}');
    expect(last.queryByLabelText('Note')).toBeNull();
    expect(last.getByText('Sent the price list by e-mail.')).toBeInTheDocument();
  });

  it("shows the API's message under the note and keeps what was typed", async () => {
    const long = 'n'.repeat(2001);
    renderAdminPage(<AdminContactsPage />, {
      mocks: [
        contactsMock(),
        triageRefusedMock(
          dale,
          { status: 'NEW', note: long },
          {
            field: ['input', 'note'],
            message: 'Note must be at most 2000 characters',
            code: 'TOO_LONG',
          },
        ),
      ],
    });
    const first = await card('Dale Kowalchuk');
    await userEvent.click(first.getByRole('button', { name: /^Add note/ }));
    const field = first.getByLabelText('Note');
    // Pasted, as a note that long would be.
    fireEvent.change(field, { target: { value: long } });
    await userEvent.click(first.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(first.getByText('Note must be at most 2000 characters')).toBeInTheDocument();
    expect(first.getByLabelText('Note')).toHaveValue(long);
  });

  it('says so when another admin changed the message first, and reads it again', async () => {
    const conflict = 'Changed by someone else at 14:02: review their changes';
    const theirs = {
      ...dale,
      status: 'HANDLED' as const,
      handledAt: '2026-03-05T21:02:00.000Z',
      handledBy: 'office',
      version: 2,
    };
    renderAdminPage(<AdminContactsPage />, {
      mocks: [
        contactsMock(sampleContacts, { uses: 1 }),
        triageRefusedMock(
          dale,
          { status: 'HANDLED', note: null },
          {
            field: null,
            message: conflict,
            code: 'CONFLICT',
          },
        ),
        contactsMock([theirs, marie, sam]),
      ],
    });
    const first = await card('Dale Kowalchuk');
    await userEvent.click(first.getByRole('button', { name: /^Mark as handled/ }));
    expect(await screen.findByText(conflict)).toBeInTheDocument();
    await waitFor(() => expect(first.getByText(/^Handled by office on/)).toBeInTheDocument());
  });
});
