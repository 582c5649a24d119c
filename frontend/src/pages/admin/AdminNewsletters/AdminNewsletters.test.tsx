import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EDIT_LOCK_HEARTBEAT_MS } from '../../../features/admin/editLock';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { ownLockMocks } from '../test/editLock';
import { AdminNewsletterEditPage, autosaveKey } from './AdminNewsletterEditPage';
import { AdminNewslettersPage } from './AdminNewslettersPage';
import {
  acquireLockMock,
  conflictMock,
  heartbeatLockMock,
  listMock,
  oneMock,
  releaseLockMock,
  springDraft,
} from './AdminNewsletters.mock';
import { fromEdmontonLocal, toEdmontonLocal } from '../../../features/admin/dates';

vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;
beforeAll(preloadAdminScreens);

describe('Alberta time in the editor', () => {
  it('reads and writes datetime-local values in America/Edmonton, daylight time or not', () => {
    expect(toEdmontonLocal('2027-03-01T15:00:00.000Z')).toBe('2027-03-01T08:00');
    expect(fromEdmontonLocal('2027-03-01T08:00')).toBe('2027-03-01T15:00:00.000Z');
    expect(toEdmontonLocal('2027-07-01T15:00:00.000Z')).toBe('2027-07-01T09:00');
    expect(fromEdmontonLocal('2027-07-01T09:00')).toBe('2027-07-01T15:00:00.000Z');
    expect(fromEdmontonLocal('not a date')).toBeUndefined();
  });
});

describe('AdminNewslettersPage', () => {
  it('lists drafts and published editions with their state', async () => {
    renderAdminPage(<AdminNewslettersPage />, { path: '/admin/newsletters', mocks: [listMock()] });
    expect(await screen.findByRole('link', { ...hidden, name: springDraft.title })).toHaveAttribute(
      'href',
      '/admin/newsletters/21',
    );
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
  });
});

describe('AdminNewsletterEditPage', () => {
  it('shows a save over a newer version as a conflict with what changed, and keeps the typing', async () => {
    localStorage.clear();
    renderAdminPage(
      <Routes>
        <Route path="/admin/newsletters/:id" element={<AdminNewsletterEditPage />} />
      </Routes>,
      {
        path: '/admin/newsletters/21',
        mocks: [
          oneMock(),
          ...ownLockMocks('newsletter', springDraft.id),
          conflictMock('My Title'),
          oneMock(true),
        ],
      },
    );
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.paste('My Title');
    // The live preview draws the article with the typed title.
    expect(screen.getAllByRole('heading', { ...hidden, level: 1, name: 'My Title' })).toHaveLength(
      2,
    );
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(
      await screen.findAllByText('Changed by someone else at 13:02: review their changes'),
    ).not.toHaveLength(0);
    expect(await screen.findByText(/office changed Title \(version 2\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('My Title');
  });
});

describe('what the newsletter editor adds to the record editor', () => {
  it('starts from what this browser kept, counts the typing, shows the state, asks before a delete', async () => {
    localStorage.clear();
    const { summary, content, imageUrl } = springDraft;
    const date = toEdmontonLocal(springDraft.date);
    const kept = { title: 'Kept Title', date, summary, content, imageUrl };
    localStorage.setItem(autosaveKey(springDraft.id), JSON.stringify(kept));
    renderAdminPage(
      <Routes>
        <Route path="/admin/newsletters/:id" element={<AdminNewsletterEditPage />} />
      </Routes>,
      {
        path: '/admin/newsletters/21',
        mocks: [oneMock(), ...ownLockMocks('newsletter', springDraft.id)],
      },
    );
    expect(
      await screen.findByText('Your unsaved changes from last time were brought back.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Kept Title');
    expect(screen.getByLabelText('Summary')).toHaveValue(springDraft.summary);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('10 characters; 60 or fewer fit search results')).toBeInTheDocument();
    // Publishing waits until what is typed is saved.
    expect(await screen.findByRole('button', { ...hidden, name: 'Publish…' })).toBeDisabled();

    // What is typed next is kept too, until it is saved.
    await userEvent.type(screen.getByLabelText('Title'), '!');
    expect(screen.getByText('11 characters; 60 or fewer fit search results')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(autosaveKey(springDraft.id)) ?? '{}')).toMatchObject({
        title: 'Kept Title!',
      }),
    );

    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {
      ...hidden,
      name: `Delete “${springDraft.title}”?`,
    });
    expect(
      within(dialog).getByText('its page (its address will answer 404) and its place in the list'),
    ).toBeInTheDocument();
  });
});

describe('the edit lock of the newsletter editor', () => {
  const editor = (
    <Routes>
      <Route path="/admin/newsletters/:id" element={<AdminNewsletterEditPage />} />
    </Routes>
  );
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns that someone else has it open, keeps Save, and takes over', async () => {
    localStorage.clear();
    renderAdminPage(editor, {
      path: '/admin/newsletters/21',
      mocks: [oneMock(), acquireLockMock('field'), acquireLockMock(null, true), releaseLockMock()],
    });
    const alert = await screen.findByRole('alert', hidden);
    expect(alert).toHaveTextContent('Being edited by field since 13:55');
    expect(screen.getByRole('button', { ...hidden, name: 'Save' })).toBeEnabled();
    // A saved newsletter is e-mailed from a panel of its editor, closed until asked for.
    expect(screen.getByRole('button', { ...hidden, name: 'Send by e-mail' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Take over' }));
    await waitFor(() => {
      expect(screen.queryByText(/Being edited by/)).not.toBeInTheDocument();
    });
  });

  it('says so at the next heartbeat when someone took over', async () => {
    localStorage.clear();
    // Only the heartbeat's interval runs on a fake clock; Apollo's own timers stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let held = false;
    renderAdminPage(editor, {
      path: '/admin/newsletters/21',
      mocks: [
        oneMock(),
        acquireLockMock(null, false, () => (held = true)),
        heartbeatLockMock('field'),
      ],
    });
    await screen.findByLabelText('Title');
    await waitFor(() => expect(held).toBe(true));
    expect(screen.queryByText(/Being edited by|took over/)).not.toBeInTheDocument();

    vi.advanceTimersByTime(EDIT_LOCK_HEARTBEAT_MS);
    expect(await screen.findByText('field took over editing at 14:10')).toBeInTheDocument();
    expect(screen.getByRole('button', { ...hidden, name: 'Take over' })).toBeInTheDocument();
  });
});
