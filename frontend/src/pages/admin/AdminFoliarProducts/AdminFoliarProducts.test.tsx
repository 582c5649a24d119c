import { screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { AdminFoliarProductEditPage } from './AdminFoliarProductEditPage';
import { AdminFoliarProductsPage, rainfastLabel } from './AdminFoliarProductsPage';
import {
  foliarZinc,
  groupTwo,
  listMock,
  loadingMock,
  oneMock,
  updateMock,
} from './AdminFoliarProducts.mock';

vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;
beforeAll(preloadAdminScreens);

const RAINFAST = 'Rainfast time (minutes)';
const OUT_OF_RANGE = 'Rainfast time must be a whole number of minutes from 15 to 1440';

describe('AdminFoliarProductsPage', () => {
  it('shows the loading state', async () => {
    renderAdminPage(<AdminFoliarProductsPage />, {
      path: '/admin/foliar-products',
      mocks: [loadingMock()],
    });
    expect(await screen.findByText('Loading the foliar products...')).toBeInTheDocument();
  });

  it('lists the products in order with their kind and rainfast time', async () => {
    renderAdminPage(<AdminFoliarProductsPage />, {
      path: '/admin/foliar-products',
      mocks: [listMock()],
    });
    const link = await screen.findByRole('link', { ...hidden, name: groupTwo.name });
    expect(link).toHaveAttribute('href', '/admin/foliar-products/2');
    const [zinc, herbicide] = screen.getAllByRole('row', hidden).slice(1);
    expect(zinc).toHaveTextContent('Foliar nutrient');
    expect(zinc).toHaveTextContent('1 hour');
    expect(herbicide).toHaveTextContent('Herbicide');
    expect(herbicide).toHaveTextContent('4 hours');
  });

  it('writes a rainfast time in hours and minutes', () => {
    expect(rainfastLabel(15)).toBe('15 minutes');
    expect(rainfastLabel(90)).toBe('1 hour 30 minutes');
    expect(rainfastLabel(1440)).toBe('24 hours');
  });
});

describe('AdminFoliarProductEditPage', () => {
  const renderEditor = (mocks: readonly TypedMock[]) =>
    renderAdminPage(
      <Routes>
        <Route path="/admin/foliar-products/:id" element={<AdminFoliarProductEditPage />} />
      </Routes>,
      { path: `/admin/foliar-products/${foliarZinc.id}`, mocks },
    );

  it('shows a refused rainfast time beside its field, then saves a good one', async () => {
    renderEditor([
      oneMock(),
      updateMock(5, { message: OUT_OF_RANGE, code: 'INVALID' }),
      updateMock(30),
    ]);
    const rainfast = await screen.findByLabelText(RAINFAST);
    expect(rainfast).toHaveValue('60');
    expect(screen.getByLabelText('Label notes')).toHaveValue(foliarZinc.labelNotes);
    await userEvent.clear(rainfast);
    await userEvent.type(rainfast, '5');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(await screen.findAllByText(OUT_OF_RANGE)).not.toHaveLength(0);
    expect(rainfast.closest('.ant-form-item')).toHaveTextContent(OUT_OF_RANGE);
    expect(rainfast).toHaveValue('5');
    await userEvent.clear(rainfast);
    await userEvent.type(rainfast, '30');
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(
      await screen.findByText(
        `${foliarZinc.name} was saved; the app rates with 30 minutes rainfast now.`,
      ),
    ).toBeInTheDocument();
    expect(rainfast.closest('.ant-form-item')).not.toHaveTextContent(OUT_OF_RANGE);
  });
});
