import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { ownLockMocks } from '../test/editLock';
import { AdminProductEditPage } from './AdminProductEditPage';
import { AdminProductsPage } from './AdminProductsPage';
import {
  firstName,
  humate,
  listFailureMock,
  listMock,
  oneMock,
  refusedMock,
  restoreMock,
} from './AdminProducts.mock';

vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;
beforeAll(preloadAdminScreens);

const editor = (mocks: readonly TypedMock[]) =>
  renderAdminPage(
    <Routes>
      <Route path="/admin/products/:id" element={<AdminProductEditPage />} />
    </Routes>,
    // The editor takes the product's edit lock as it opens: answered, as the server would.
    {
      path: `/admin/products/${humate.id}`,
      mocks: [...mocks, ...ownLockMocks('product', humate.id)],
    },
  );

describe('AdminProductsPage', () => {
  it('shows the loading state, then the products with their category and certifications', async () => {
    renderAdminPage(<AdminProductsPage />, { path: '/admin/products', mocks: [listMock()] });
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    const link = await screen.findByRole('link', { ...hidden, name: 'Prairie Humate' });
    expect(link).toHaveAttribute('href', '/admin/products/31');
    expect(screen.getAllByText('Soil Health')).not.toHaveLength(0);
  });

  it('says so when there are no products', async () => {
    renderAdminPage(<AdminProductsPage />, {
      path: '/admin/products',
      mocks: [listMock(null, [])],
    });
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
  });

  it('shows a failure with a way to try again', async () => {
    renderAdminPage(<AdminProductsPage />, {
      path: '/admin/products',
      mocks: [listFailureMock()],
    });
    expect(await screen.findByText(/Failed to load products/)).toBeInTheDocument();
    expect(screen.getByRole('button', { ...hidden, name: /Try Again|Retry/i })).toBeInTheDocument();
  });
});

describe('AdminProductEditPage', () => {
  it('shows the fields, features and documents of the product', async () => {
    editor([oneMock()]);
    expect(await screen.findByLabelText('Name')).toHaveValue('Prairie Humate');
    expect(screen.getByLabelText('Feature 1', { exact: true })).toHaveValue(
      'Builds organic matter',
    );
    expect(screen.getByLabelText('Feature 2', { exact: true })).toHaveValue(
      'Holds moisture in sandy soils',
    );
    expect(
      screen.getByRole('link', { ...hidden, name: 'Open the PDF of OMRI Listed' }),
    ).toHaveAttribute('href', '/uploads/omri.pdf');
    expect(
      screen.getByRole('link', { ...hidden, name: 'Open the safety data sheet' }),
    ).toHaveAttribute('href', '/uploads/sds.pdf');
  });

  it('shows a refused save under its fields and keeps everything typed', async () => {
    const features = ['Builds organic matter', ' '];
    editor([
      oneMock(),
      refusedMock('Prairie Humate Gold', features, [
        {
          __typename: 'UserError',
          field: ['input', 'features'],
          message: 'A feature cannot be empty: write it or remove it',
          code: 'REQUIRED',
        },
      ]),
    ]);
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Prairie Humate Gold');
    const second = screen.getByLabelText('Feature 2', { exact: true });
    await userEvent.clear(second);
    await userEvent.type(second, ' ');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(
      await screen.findAllByText('A feature cannot be empty: write it or remove it'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Name')).toHaveValue('Prairie Humate Gold');
    expect(screen.getByLabelText('Feature 1', { exact: true })).toHaveValue(
      'Builds organic matter',
    );
  });

  it('shows a save over a newer version as a conflict', async () => {
    editor([
      oneMock(),
      refusedMock(humate.name, humate.features, [
        {
          __typename: 'UserError',
          field: null,
          message: 'Changed by someone else at 13:02: review their changes',
          code: 'CONFLICT',
        },
      ]),
      oneMock({ ...humate, version: 3 }),
    ]);
    await screen.findByLabelText('Name');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(
      await screen.findAllByText('Changed by someone else at 13:02: review their changes'),
    ).not.toHaveLength(0);
    expect(
      screen.getByRole('button', { ...hidden, name: 'Save over theirs next' }),
    ).toBeInTheDocument();
  });

  it('lists what goes with the product before deleting it', async () => {
    editor([oneMock()]);
    await screen.findByLabelText('Name');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { ...hidden });
    expect(
      within(dialog).getByText('The certification "OMRI Listed" and its PDF'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Its safety data sheet')).toBeInTheDocument();
  });
});

describe('restoring a version of a product', () => {
  it('restores an earlier version as a new one and shows its fields in the form', async () => {
    editor([oneMock(), restoreMock(), oneMock({ ...humate, name: firstName, version: 3 })]);
    expect(await screen.findByLabelText('Name')).toHaveValue(humate.name);
    expect(
      screen.getByText(/A restore brings back the form's fields; the documents stay as they are/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Restore version 1' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(firstName));
    expect(await screen.findByText('Version 1 was restored as a new version.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { ...hidden, name: 'Restore version 2' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { ...hidden, name: 'Open the PDF of OMRI Listed' }),
    ).toBeInTheDocument();
  });
});
