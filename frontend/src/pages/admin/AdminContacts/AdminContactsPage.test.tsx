import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import {
  contactsBadFilterMock,
  contactsErrorMock,
  contactsMock,
  contactsNextPageErrorMock,
  cursorOf,
  sampleContacts,
} from './AdminContacts.mock';
import { AdminContactsPage } from './AdminContactsPage';
import { businessTypeTone } from './businessTypeTone';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadAdminScreens);

describe('AdminContactsPage', () => {
  it('lists submissions newest first with badge, relative time, links and the message', async () => {
    renderAdminPage(<AdminContactsPage />, { mocks: [contactsMock()] });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Dale Kowalchuk',
      'Marie Tremblay',
      'Sam Olsen',
    ]);
    const first = within(cards[0]);
    expect(first.getByText('Crop Farming')).toHaveClass('admin-badge--gold');
    expect(await first.findByText('3 hours ago')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'dale@example.com' })).toHaveAttribute(
      'href',
      'mailto:dale@example.com',
    );
    expect(first.getByRole('link', { name: '780-555-0134' })).toHaveAttribute(
      'href',
      'tel:7805550134',
    );
    // Line breaks are kept (white-space: pre-line on the text as sent).
    expect(cards[0].querySelector('.admin-submission__message')!.textContent).toBe(
      'Canola on 640 acres.\nLooking at a fall soil test.',
    );
    const reply = first.getByRole('link', { name: 'Reply via Email' }).getAttribute('href')!;
    expect(reply).toMatch(/^mailto:dale@example\.com\?subject=/);
    expect(decodeURIComponent(reply)).toContain('Re: Your message to Prairie Elite Agronomics');
    expect(decodeURIComponent(reply)).toContain('Hello Dale Kowalchuk,');
    expect(first.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:7805550134');
    expect(within(cards[2]).getByText('Other')).toHaveClass('admin-badge--grey');
    expect(screen.getByRole('link', { name: 'info@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('copies the details to the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAdminPage(<AdminContactsPage />, { mocks: [contactsMock()] });
    const [first] = await screen.findAllByRole('article');
    await userEvent.click(within(first).getByRole('button', { name: 'Copy Details' }));
    expect(writeText).toHaveBeenCalledWith(
      'Name: Dale Kowalchuk\nEmail: dale@example.com\nPhone: 780-555-0134\nBusiness Type: Crop Farming\nMessage:\nCanola on 640 acres.\nLooking at a fall soil test.',
    );
    expect(await screen.findByText('Contact details copied to the clipboard')).toBeInTheDocument();
  });

  it('shows "No contact submissions yet" when there are none', async () => {
    renderAdminPage(<AdminContactsPage />, { mocks: [contactsMock([])] });
    expect(await screen.findByText('No contact submissions yet')).toBeInTheDocument();
  });

  it('searches on the server once the typing pauses, and lists everything again when cleared', async () => {
    const [, marie] = sampleContacts;
    renderAdminPage(<AdminContactsPage />, {
      // Only the finished word is answered: a request per keystroke would find no mock and fail.
      mocks: [contactsMock(), contactsMock([marie], { filters: { search: 'tremblay' } })],
    });
    const search = await screen.findByRole('searchbox', { name: 'Search submissions' });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    await userEvent.type(search, '  tremblay');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Marie Tremblay' })).toBeInTheDocument();
    expect(screen.getByText('1 submission matches')).toBeInTheDocument();
    await userEvent.clear(search);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByText('3 submissions')).toBeInTheDocument();
  });

  it('filters by business type and days, by keyboard, and clears the filters', async () => {
    const [dale] = sampleContacts;
    renderAdminPage(<AdminContactsPage />, {
      mocks: [
        contactsMock(),
        contactsMock([dale], { filters: { businessType: 'CROP_FARMING' } }),
        contactsMock([dale], { filters: { businessType: 'CROP_FARMING', from: '2026-03-01' } }),
        contactsMock([], {
          filters: { businessType: 'CROP_FARMING', from: '2026-03-01', to: '2026-03-02' },
        }),
      ],
    });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    const type = screen.getByRole('combobox', { name: 'Business type' });
    // Tab to the select (after the search box), open it, take the first option.
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search submissions' }));
    await userEvent.tab();
    expect(type).toHaveFocus();
    // antd's Select reads the key code, which userEvent leaves out: the same keys, by fireEvent.
    fireEvent.keyDown(type, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(type, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('1 submission matches')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(screen.getByText('1 submission matches')).toBeInTheDocument());
    await userEvent.type(screen.getByLabelText('To'), '2026-03-02');
    expect(await screen.findByText('No messages match')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it("shows the server's message when it refuses a filter", async () => {
    const message = 'The "to" date must be on or after the "from" date';
    renderAdminPage(<AdminContactsPage />, {
      mocks: [
        contactsMock(),
        contactsMock([], { filters: { to: '2026-03-02' } }),
        contactsBadFilterMock({ from: '2026-03-05', to: '2026-03-02' }, message),
      ],
    });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('To'), '2026-03-02');
    expect(await screen.findByText('No messages match')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('From'), '2026-03-05');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('reads the next page of submissions with "Load more", after the last one shown', async () => {
    const [dale, marie, sam] = sampleContacts;
    renderAdminPage(<AdminContactsPage />, {
      mocks: [
        contactsMock([dale, marie], { hasNextPage: true, totalCount: 3 }),
        contactsMock([sam], { after: cursorOf(marie), totalCount: 3 }),
      ],
    });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('3 submissions')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3 submissions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(
      screen.getAllByRole('article').map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(['Dale Kowalchuk', 'Marie Tremblay', 'Sam Olsen']);
    // The whole list is on screen: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('says so when the next page cannot be loaded, and keeps the submissions shown', async () => {
    const [dale, marie] = sampleContacts;
    renderAdminPage(<AdminContactsPage />, {
      mocks: [
        contactsMock([dale, marie], { hasNextPage: true, totalCount: 3 }),
        contactsNextPageErrorMock(cursorOf(marie)),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText('Could not load more submissions: Network down'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('shows the failure state', async () => {
    renderAdminPage(<AdminContactsPage />, {
      mocks: [contactsErrorMock],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
  });
});

describe('businessTypeTone', () => {
  it("gives each form option the colour of the spec's nearest key, Other grey", () => {
    expect(businessTypeTone('CROP_FARMING')).toBe('gold'); // Crop Farm
    expect(businessTypeTone('LIVESTOCK_FARMING')).toBe('orange'); // Livestock & Grain
    expect(businessTypeTone('MIXED_FARMING')).toBe('purple'); // Mixed Farm
    expect(businessTypeTone('ORGANIC_FARMING')).toBe('green'); // Farm
    expect(businessTypeTone('OTHER')).toBe('grey');
  });
});
