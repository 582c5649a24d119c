import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { heldLockMock } from '../test/editLock';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { AdminTeamMemberEditPage } from './AdminTeamMemberEditPage';
import { AdminTeamPage } from './AdminTeamPage';
import {
  brenda,
  failureMock,
  groupMock,
  harold,
  imagesMock,
  loadingMock,
  oneMock,
  refusedRestoreMock,
  refusedUpdateMock,
  restoreMock,
  versionedMock,
} from './AdminTeam.mock';

vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;
beforeAll(preloadAdminScreens);

const renderList = (mocks: readonly TypedMock[]) =>
  renderAdminPage(<AdminTeamPage />, { path: '/admin/team', mocks });

describe('AdminTeamPage', () => {
  it('shows the loading state', async () => {
    renderList([loadingMock()]);
    expect(await screen.findByText('Loading the team...')).toBeInTheDocument();
  });

  it('shows the failure', async () => {
    renderList([failureMock()]);
    expect(await screen.findByText(/Failed to load the team/)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderList([groupMock('LEADERSHIP', [])]);
    expect(await screen.findByText('Nobody in this group yet')).toBeInTheDocument();
  });

  it('lists the leadership, then the farm consultants when that group is chosen', async () => {
    renderList([groupMock('LEADERSHIP', [harold]), groupMock('CONSULTANT', [brenda])]);
    expect(await screen.findByRole('link', { ...hidden, name: harold.name })).toHaveAttribute(
      'href',
      '/admin/team/1',
    );
    expect(
      screen.getByRole('button', { ...hidden, name: `Move up: ${harold.name}` }),
    ).toBeDisabled();
    // fireEvent: jsdom cannot build the pointer events userEvent sends to antd's Segmented.
    fireEvent.click(screen.getByRole('radio', { ...hidden, name: 'Farm Consultants' }));
    expect(await screen.findByRole('link', { ...hidden, name: brenda.name })).toBeInTheDocument();
  });
});

describe('AdminTeamMemberEditPage', () => {
  it('shows the API message under the portrait and keeps what was typed', async () => {
    renderAdminPage(
      <Routes>
        <Route path="/admin/team/:id" element={<AdminTeamMemberEditPage />} />
      </Routes>,
      { path: '/admin/team/1', mocks: [oneMock(), imagesMock(), refusedUpdateMock()] },
    );
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Harold B.');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(
      await screen.findAllByText('Portrait must be an image of the image manager'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Name')).toHaveValue('Harold B.');
  });
});

describe('two people, one team member', () => {
  it('says who has the person open, and since when', async () => {
    renderAdminPage(
      <Routes>
        <Route path="/admin/team/:id" element={<AdminTeamMemberEditPage />} />
      </Routes>,
      {
        path: '/admin/team/1',
        mocks: [oneMock(), imagesMock(), heldLockMock('team-member', harold.id, 'office')],
      },
    );
    const alert = await screen.findByText(/Being edited by office since 13:55/);
    expect(alert).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue(harold.name);
  });
});

describe('restoring a version of a team member', () => {
  const editor = (mocks: readonly TypedMock[]) =>
    renderAdminPage(
      <Routes>
        <Route path="/admin/team/:id" element={<AdminTeamMemberEditPage />} />
      </Routes>,
      { path: '/admin/team/1', mocks: [imagesMock(), ...mocks] },
    );

  it('restores an earlier version as a new one and shows its fields in the form', async () => {
    editor([versionedMock(), restoreMock(), versionedMock(true)]);
    expect(await screen.findByLabelText('Name')).toHaveValue('Harold B.');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Restore version 1' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(harold.name));
    expect(await screen.findByText('Version 1 was restored as a new version.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { ...hidden, name: 'Restore version 2' }),
    ).toBeInTheDocument();
  });

  it('says why a version cannot be restored, and keeps the form', async () => {
    editor([versionedMock(), refusedRestoreMock()]);
    await screen.findByLabelText('Name');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Restore version 1' }));
    expect(
      await screen.findAllByText('Portrait must be an image of the image manager'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Name')).toHaveValue('Harold B.');
  });
});
