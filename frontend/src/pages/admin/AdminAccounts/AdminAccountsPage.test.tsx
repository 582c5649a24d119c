import { screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { fill, preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import {
  editor,
  owner,
  staffAccountsMock,
  updateAccountMock,
  updateAccountRefusedMock,
} from './AdminAccounts.mock';
import { ACCOUNT_SAVED, AdminAccountsPage } from './AdminAccountsPage';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await preloadAdminScreens();
  await import('./AccountEditor');
});

const open = (mocks: readonly TypedMock[]) =>
  renderAdminPage(<AdminAccountsPage />, { path: '/admin/accounts', mocks });

const LAST_OWNER =
  'The company needs at least one active owner: make another account an owner first.';

describe('AdminAccountsPage', () => {
  it('lists the accounts with their roles, statuses and last sign-in', async () => {
    open([staffAccountsMock()]);
    const table = await screen.findByRole('region', { name: 'Staff accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^admin—OwnerActiveNov 20, 2026, 08:30Edit$/),
      'Robin Fieldfield-editorrobin.field@example.comEditorActiveNeverEdit',
    ]);
  });

  it('saves a changed name and says so', async () => {
    const input = {
      id: '2',
      name: 'Robin Fields',
      email: 'robin.field@example.com',
      role: 'EDITOR' as const,
      status: 'ACTIVE' as const,
    };
    const { session } = open([
      staffAccountsMock(),
      updateAccountMock(input, { ...editor, name: 'Robin Fields' }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit field-editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit field-editor' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('robin.field@example.com');
    await fill('Name', 'Robin Fields');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }));
    expect(await screen.findByText(ACCOUNT_SAVED)).toBeInTheDocument();
    expect(screen.getByText('field-editor was saved.')).toBeInTheDocument();
    // Another person's account: this session's role is unchanged.
    expect(session.recheck).not.toHaveBeenCalled();
  });

  it('reads the role again after an owner saves their own account', async () => {
    const input = {
      id: '1',
      name: 'Pat Owner',
      email: null,
      role: 'OWNER' as const,
      status: 'ACTIVE' as const,
    };
    const { session } = open([
      staffAccountsMock([owner, editor]),
      updateAccountMock(input, { ...owner, name: 'Pat Owner' }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit admin' });
    await fill('Name', 'Pat Owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }));
    expect(await screen.findByText(ACCOUNT_SAVED)).toBeInTheDocument();
    expect(session.recheck).toHaveBeenCalledTimes(1);
  });

  it("shows the API's refusal under its field and keeps the dialog open", async () => {
    const input = {
      id: '1',
      name: null,
      email: null,
      role: 'OWNER' as const,
      status: 'ACTIVE' as const,
    };
    open([
      staffAccountsMock([owner]),
      updateAccountRefusedMock(input, [
        { field: ['input', 'role'], message: LAST_OWNER, code: 'INVALID' },
      ]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit admin' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }));
    expect(await within(dialog).findByText(LAST_OWNER)).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_SAVED)).not.toBeInTheDocument();
  });
});
