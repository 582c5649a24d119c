import { screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { AdminCertificationCardEditPage } from './AdminCertificationCardEditPage';
import { AdminCertificationsPage } from './AdminCertificationsPage';
import {
  deleteMock,
  failureMock,
  iso,
  listMock,
  loadingMock,
  oneMock,
  organic,
  refusedUpdateMock,
} from './AdminCertifications.mock';

vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;
beforeAll(preloadAdminScreens);

const renderList = (mocks: readonly TypedMock[]) =>
  renderAdminPage(<AdminCertificationsPage />, { path: '/admin/certifications', mocks });

describe('AdminCertificationsPage', () => {
  it('shows the loading state', async () => {
    renderList([loadingMock()]);
    expect(await screen.findByText('Loading the certification cards...')).toBeInTheDocument();
  });

  it('shows the failure', async () => {
    renderList([failureMock()]);
    expect(await screen.findByText(/Failed to load the certification cards/)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderList([listMock([])]);
    expect(await screen.findByText('No certification cards yet')).toBeInTheDocument();
  });

  it('lists the cards in page order with their subtypes and move buttons', async () => {
    renderList([listMock([iso, organic])]);
    expect(await screen.findByRole('link', { ...hidden, name: iso.title })).toHaveAttribute(
      'href',
      '/admin/certifications/1',
    );
    expect(screen.getByText('OMRI, USDA NOP')).toBeInTheDocument();
    expect(screen.getByRole('button', { ...hidden, name: `Move up: ${iso.title}` })).toBeDisabled();
    expect(
      screen.getByRole('button', { ...hidden, name: `Move down: ${organic.title}` }),
    ).toBeDisabled();
  });

  it('names the subtypes that go with a card before deleting it', async () => {
    renderList([listMock([iso, organic]), deleteMock(), listMock([iso])]);
    await userEvent.click(
      await screen.findByRole('button', { ...hidden, name: `Delete ${organic.title}` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Its 2 subtypes are deleted with it:')).toBeInTheDocument();
    expect(within(dialog).getByText('OMRI')).toBeInTheDocument();
    expect(within(dialog).getByText('USDA NOP')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${organic.title} was deleted.`)).toBeInTheDocument();
  });
});

describe('AdminCertificationCardEditPage', () => {
  const renderEditor = (mocks: readonly TypedMock[]) =>
    renderAdminPage(
      <Routes>
        <Route path="/admin/certifications/:id" element={<AdminCertificationCardEditPage />} />
      </Routes>,
      { path: `/admin/certifications/${organic.id}`, mocks },
    );

  it('reorders subtypes and shows the API message under the subtype, keeping the rest', async () => {
    renderEditor([oneMock(), refusedUpdateMock()]);
    expect(await screen.findByLabelText('Title')).toHaveValue(organic.title);
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Move up: USDA NOP' }));
    const names = screen.getAllByLabelText('Name');
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(['USDA NOP', 'OMRI']);
    await userEvent.clear(names[0]);
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(await screen.findAllByText('Subtype name is required')).not.toHaveLength(0);
    expect(screen.getAllByLabelText('Name')[1]).toHaveValue('OMRI');
    expect(screen.getByLabelText('Title')).toHaveValue(organic.title);
  });

  it('adds and removes subtypes', async () => {
    renderEditor([oneMock()]);
    await screen.findByLabelText('Title');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Add a subtype' }));
    expect(screen.getAllByLabelText('Name')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Remove OMRI' }));
    expect(
      screen.getAllByLabelText('Name').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['USDA NOP', '']);
  });
});
