import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { userEvent } from 'storybook/test';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { catalogueErrorMock, catalogueMock } from './FarmTools.mock';
import { OptimizeCalculatorPage } from './OptimizeCalculatorPage';

/** The router's URL, as a shared link would carry it. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const open = (search: string) =>
  renderWithProviders(
    <>
      <OptimizeCalculatorPage />
      <Location />
    </>,
    { path: `/apps/optimize-calculator${search}`, mocks: [catalogueMock] },
  );

const ratesTable = () => screen.getByRole('table', { name: 'Products and rates' });

afterEach(() => localStorage.clear());

describe('OptimizeCalculatorPage', () => {
  it('reproduces a plan from its link: 100 lb N/ac from urea is 217.4 lb/ac', async () => {
    open('?p=reference-urea&tN=100&area=160');
    const row = await screen.findByRole('row', { name: /Urea 46-0-0/ });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('217.4');
    // 217.4 lb/ac × 160 ac × 0.4536 kg/lb = 15.78 t (a dry plan has no volume columns).
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('15.78');
    expect(within(ratesTable()).queryByRole('columnheader', { name: 'US gal/ac' })).toBeNull();
    expect(screen.getByText(/^Optimize Calculator: Canola, 160 ac\./)).toBeInTheDocument();
  });

  it('gives volumes when the plan has a liquid, and a dash for its dry products', async () => {
    open('?p=reference-uan-28&p=reference-map&tN=100&tP2O5=30&area=160');
    const uan = await screen.findByRole('row', { name: /UAN 28/ });
    const headers = within(ratesTable())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Product',
      'lb/ac',
      'kg/ha',
      'US gal/ac',
      'L/ha',
      'Field total (t)',
      'Cost/ac',
    ]);
    expect(within(uan).getAllByRole('cell')[2]).toHaveTextContent(/^\d+\.\d\d$/);
    const map = within(ratesTable()).getByRole('row', { name: /Monoammonium phosphate/ });
    expect(within(map).getAllByRole('cell')[2]).toHaveTextContent('–');
  });

  it('updates the plan and the URL as an input changes, with no request', async () => {
    const user = userEvent.setup();
    open('?p=reference-urea&tN=100&area=160');
    await screen.findByRole('row', { name: /Urea 46-0-0/ });
    const targets = screen.getByRole('group', { name: 'Targets (lb/ac)' });
    const target = within(targets).getByLabelText('N');
    await user.clear(target);
    await user.type(target, '46');
    // 46 lb N/ac ÷ 46 % = 100 lb/ac of urea.
    expect(within(ratesTable()).getByRole('row', { name: /Urea/ })).toHaveTextContent('100.0');
    // The URL follows once the input rests (URL_WRITE_DELAY_MS).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('tN=46'));
  });

  it('keeps a row at 0 for a product the plan does not need, as the targets are typed', async () => {
    const user = userEvent.setup();
    // MAP and ammonium sulphate cover 10 lb N/ac with the P₂O₅ and S; urea joins at 100.
    open(
      '?crop=canola&area=160&tN=10&tP2O5=30&tS=15&p=reference-urea&p=reference-map&p=reference-ammonium-sulphate',
    );
    const urea = await screen.findByRole('row', { name: /Urea 46-0-0 \(not needed\)/ });
    expect(within(urea).getAllByRole('cell')[0]).toHaveTextContent('0.0');
    const rows = () => within(ratesTable()).getAllByRole('row').slice(1);
    expect(rows().map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Urea 46-0-0 (not needed)',
      'Ammonium sulphate 21-0-0-24S',
      'Monoammonium phosphate (MAP) 11-52-0',
    ]);
    // The P₂O₅ and S targets are met exactly: no sign on their difference.
    const balance = screen.getByRole('table', { name: /^Nutrients supplied/ });
    const phosphate = within(balance).getByRole('row', { name: /^P₂O₅/ });
    expect(within(phosphate).getAllByRole('cell')[2]).toHaveTextContent(/^0\.0$/);
    const target = within(screen.getByRole('group', { name: 'Targets (lb/ac)' })).getByLabelText(
      'N',
    );
    await user.type(target, '0');
    const used = within(ratesTable()).getByRole('row', { name: /^Urea 46-0-0/ });
    expect(used).not.toHaveTextContent('not needed');
    expect(within(used).getAllByRole('cell')[0]).toHaveTextContent('175.1');
    expect(rows()).toHaveLength(3);
  });

  it('says plainly when no product supplies a target', async () => {
    open('?p=reference-urea&tN=100&tS=10&area=10');
    expect(await screen.findByText('No plan: None of these products supplies S.')).toBeVisible();
  });

  it('estimates targets from a yield goal and labels them as an estimate', async () => {
    // Canola removes K₂O and S too: the plan needs products that supply them.
    const products = [
      'reference-urea',
      'company-1',
      'reference-kcl-60',
      'reference-ammonium-sulphate',
    ];
    open(`?crop=canola&yield=50&area=100&${products.map((p) => `p=${p}`).join('&')}`);
    expect(await screen.findByText(/^Estimate: what the crop removes/)).toBeVisible();
    expect(screen.getByLabelText(/^N \(estimate/)).toHaveAttribute('placeholder');
    expect(await screen.findByRole('table', { name: 'Products and rates' })).toBeVisible();
  });

  it('remembers the metric choice for the next visit', async () => {
    const user = userEvent.setup();
    const first = open('?p=reference-urea&tN=100&area=160');
    await screen.findByRole('row', { name: /Urea 46-0-0/ });
    await user.click(screen.getByLabelText('Metric (ha, kg/ha, t/ha)'));
    expect(localStorage.getItem('farm-tools-units')).toBe('metric');
    first.unmount();
    open('?p=reference-urea&tN=100&area=160');
    expect(await screen.findByTestId('location')).toHaveTextContent('units=metric');
    expect(screen.getByRole('group', { name: 'Targets (kg/ha)' })).toBeVisible();
  });

  it('reads the remembered units at the start, not in a typed key', async () => {
    const user = userEvent.setup();
    const read = vi.spyOn(Storage.prototype, 'getItem');
    open('?p=reference-urea&tN=100&area=160');
    await screen.findByRole('row', { name: /Urea 46-0-0/ });
    await waitFor(() => expect(read).toHaveBeenCalledWith('farm-tools-units'));
    read.mockClear();
    // The first change puts the form's units (imperial) into the inputs.
    await user.type(
      within(screen.getByRole('group', { name: 'Targets (lb/ac)' })).getByLabelText('N'),
      '0',
    );
    expect(within(ratesTable()).getByRole('row', { name: /Urea/ })).toHaveTextContent('2,173.9');
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });

  it('links the plan to the contact form and lists its sources', async () => {
    open('?p=reference-urea&tN=100&area=160');
    const ask = await screen.findByRole('link', { name: 'Ask an agronomist about this plan' });
    const href = new URL(ask.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/contact');
    expect(href.searchParams.get('plan')).toMatch(/Urea 46-0-0 217\.4 lb\/ac/);
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(
      within(sources).getByText(/Guide for the Use of the International System/),
    ).toBeVisible();
  });

  it('has no serious accessibility problems', async () => {
    const { container } = open('?p=reference-urea&tN=100&area=160');
    await screen.findByRole('row', { name: /Urea 46-0-0/ });
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
  });

  it('says so when the product list cannot be loaded', async () => {
    renderWithProviders(<OptimizeCalculatorPage />, {
      path: '/apps/optimize-calculator',
      mocks: [catalogueErrorMock],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The product list could not be loaded',
    );
  });
});
