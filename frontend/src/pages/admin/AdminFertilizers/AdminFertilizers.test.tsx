import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedMock } from '../../../test/mocks';
import { fill, preloadAdminScreens, renderAdminPage } from '../test/renderAdmin';
import { AdminFertilizerEditPage } from './AdminFertilizerEditPage';
import { AdminFertilizersPage, gradeOf } from './AdminFertilizersPage';
import {
  failureMock,
  inputOf,
  listMock,
  loadingMock,
  oneMock,
  prairieStart,
  refusedCreateMock,
  starterLiquid,
  updateMock,
} from './AdminFertilizers.mock';

vi.setConfig({ testTimeout: 60_000 });
const hidden = { hidden: true } as const;
beforeAll(preloadAdminScreens);

const renderList = (mocks: readonly TypedMock[]) =>
  renderAdminPage(<AdminFertilizersPage />, { path: '/admin/fertilizers', mocks });

/** The form item around a control: its label, the control and its message or hint. */
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item');

const renderEditor = (path: string, mocks: readonly TypedMock[]) =>
  renderAdminPage(
    <Routes>
      <Route path="/admin/fertilizers/:id" element={<AdminFertilizerEditPage />} />
    </Routes>,
    { path, mocks },
  );

describe('AdminFertilizersPage', () => {
  it('shows the loading state, then the failure', async () => {
    const { unmount } = renderList([loadingMock()]);
    expect(await screen.findByText('Loading the fertilizer products...')).toBeInTheDocument();
    unmount();
    renderList([failureMock()]);
    expect(await screen.findByText(/Failed to load the fertilizer products/)).toBeInTheDocument();
  });

  it('lists the products in the tools’ order with grade, form, salt index, price and seed row', async () => {
    renderList([listMock()]);
    const link = await screen.findByRole('link', { ...hidden, name: prairieStart.name });
    expect(link).toHaveAttribute('href', '/admin/fertilizers/1');
    const [map, liquid] = screen.getAllByRole('row', hidden).slice(1);
    expect(map).toHaveTextContent('11-52-0');
    expect(map).toHaveTextContent('Dry (granular)');
    expect(map).toHaveTextContent('$1,055/tonne (set 2026-11-02)');
    expect(map).toHaveTextContent('Allowed');
    expect(liquid).toHaveTextContent('Liquid');
    expect(liquid).toHaveTextContent('No price');
    expect(
      within(map).getByRole('button', { ...hidden, name: `Move up: ${prairieStart.name}` }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { ...hidden, name: `Move up: ${starterLiquid.name}` }),
    ).toBeEnabled();
  });

  it('writes a grade as the trade does, with the sulphur when there is some', () => {
    expect(gradeOf(prairieStart)).toBe('11-52-0');
    expect(
      gradeOf({ nitrogenPercent: 21, phosphatePercent: 0, potashPercent: 0, sulphurPercent: 24 }),
    ).toBe('21-0-0-24S');
  });
});

describe('AdminFertilizerEditPage', () => {
  it('labels every field with its unit and asks for the density of a liquid only', async () => {
    renderEditor('/admin/fertilizers/1', [oneMock()]);
    expect(await screen.findByLabelText('Nitrogen, N (%)')).toHaveValue('11');
    expect(screen.getByLabelText('Phosphate, P₂O₅ (%)')).toHaveValue('52');
    expect(screen.getByLabelText('Price ($/tonne)')).toHaveValue('1055');
    expect(screen.getByLabelText('Price set on')).toHaveValue('2026-11-02');
    expect(screen.getByLabelText('Salt index (sodium nitrate = 100)')).toHaveValue('26.7');
    expect(screen.getByLabelText('May be placed in the seed row')).toBeChecked();
    expect(screen.queryByLabelText('Density (lb/US gal)')).toBeNull();
    await userEvent.click(screen.getByLabelText('Form'));
    await userEvent.click(await screen.findByTitle('Liquid'));
    expect(await screen.findByLabelText('Density (lb/US gal)')).toBeInTheDocument();
  });

  it('names the form and the seed row in words in the version comparison', async () => {
    renderEditor('/admin/fertilizers/1', [oneMock()]);
    await userEvent.click(await screen.findByLabelText('Compare version 1'));
    await userEvent.click(screen.getByLabelText('Compare version 2'));
    const diff = await screen.findByRole('table', { ...hidden, name: 'Version 1 and Version 2' });
    const row = (label: string) =>
      within(diff)
        .getAllByRole('row', hidden)
        .find((tr) =>
          within(tr).queryAllByRole('rowheader', hidden)[0]?.textContent?.startsWith(label),
        );
    expect(row('Form')).toHaveTextContent('Dry (granular)');
    expect(row('Seed row')).toHaveTextContent('Allowed');
    expect(row('Price ($/tonne)')).toHaveTextContent('1055');
  });

  it('saves a new price with its date and says the tools use it', async () => {
    const input = { ...inputOf(prairieStart), pricePerTonne: 985, priceSetOn: '2026-11-28' };
    renderEditor('/admin/fertilizers/1', [oneMock(), updateMock(input)]);
    const price = await screen.findByLabelText('Price ($/tonne)');
    await userEvent.clear(price);
    await userEvent.type(price, '985');
    fireEvent.change(screen.getByLabelText('Price set on'), { target: { value: '2026-11-28' } });
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(
      await screen.findByText(`${prairieStart.name} was saved; the farm tools use it from now on.`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Price ($/tonne)')).toHaveValue('985');
  });

  it('shows the publish checks’ messages beside their fields and keeps what was typed', async () => {
    const name = 'Test Blend';
    renderEditor('/admin/fertilizers/new', [
      refusedCreateMock({
        ...inputOf(prairieStart),
        name,
        nitrogenPercent: 49,
        phosphatePercent: 52,
        form: 'LIQUID',
        lbPerUsGal: null,
        saltIndex: null,
        saltIndexSource: '',
        pricePerTonne: null,
        priceSetOn: null,
        maySeedPlace: false,
      }),
    ]);
    await fill('Name', name);
    const nitrogen = screen.getByLabelText('Nitrogen, N (%)');
    await userEvent.clear(nitrogen);
    await userEvent.type(nitrogen, '49');
    const phosphate = screen.getByLabelText('Phosphate, P₂O₅ (%)');
    await userEvent.clear(phosphate);
    await userEvent.type(phosphate, '52');
    await userEvent.click(screen.getByLabelText('Form'));
    await userEvent.click(await screen.findByTitle('Liquid'));
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    // Under the field (and the first one in the toast too).
    expect(
      await screen.findAllByText('The analysis adds up to 101 %, more than 100 %.'),
    ).not.toHaveLength(0);
    expect(screen.getByText('A liquid needs its density in lb/US gal')).toBeInTheDocument();
    expect(fieldOf('Nitrogen, N (%)')).toHaveTextContent(
      'The analysis adds up to 101 %, more than 100 %.',
    );
    expect(fieldOf('Density (lb/US gal)')).toHaveTextContent(
      'A liquid needs its density in lb/US gal',
    );
    expect(fieldOf('Phosphate, P₂O₅ (%)')).not.toHaveTextContent('more than 100 %');
    expect(screen.getByLabelText('Nitrogen, N (%)')).toHaveValue('49');
    expect(screen.getByLabelText('Name')).toHaveValue(name);
  });

  it('asks for a number in an emptied analysis box before anything is sent', async () => {
    // No mock for a save: sending one would fail the test.
    renderEditor('/admin/fertilizers/1', [oneMock()]);
    await userEvent.clear(await screen.findByLabelText('Sulphur, S (%)'));
    await userEvent.click(screen.getByRole('button', { ...hidden, name: 'Save' }));
    expect(
      await screen.findByText('Enter a percentage for Sulphur, S (%); 0 when none'),
    ).toBeInTheDocument();
    expect(fieldOf('Sulphur, S (%)')).toHaveTextContent('Enter a percentage for Sulphur');
  });
});
