import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  foliarProductsMock,
  forecastFrom,
  SASKATOON_ID,
  sprayForecastMock,
  unavailableForecast,
} from './SprayConditions.mock';
import { SAVED_PLACE_KEY } from './savedPlace';
import { SprayConditionsPage } from './SprayConditionsPage';

const PATH = '/apps/spray-conditions';

/** Serious and critical axe violations (colour contrast needs a real browser). */
async function seriousViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }));
}

afterEach(() => window.localStorage.clear());

describe('SprayConditionsPage', () => {
  it('without a place, asks for one and offers manual mode (accessible)', async () => {
    renderWithProviders(<SprayConditionsPage />, { path: PATH, mocks: [foliarProductsMock] });
    expect(screen.getByRole('heading', { level: 1, name: 'Spray Condition App' })).toBeVisible();
    expect(screen.getByText(/Choose a community or share your location/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Manual mode' })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the right-now card, the windows, the timeline and the table with every reason', async () => {
    const now = Date.now();
    renderWithProviders(<SprayConditionsPage />, {
      path: `${PATH}?place=${SASKATOON_ID}`,
      mocks: [sprayForecastMock(forecastFrom(now)), foliarProductsMock],
    });
    const card = await screen.findByRole('region', { name: 'Right now' });
    expect(within(card).getByText(/Next good window: |Good to spray now/)).toBeVisible();
    const windows = screen.getByRole('list', { name: 'Spray windows' });
    expect(within(windows).getAllByRole('listitem')[0].textContent).toMatch(
      /^[A-Z][a-z]{2} 07:00–11:00$/,
    );
    expect(screen.getByRole('img', { name: /Timeline of the next 48 hours/ })).toBeVisible();
    const table = screen.getByRole('table', { name: /Hour by hour/ });
    expect(within(table).getAllByRole('row')).toHaveLength(49);
    expect(
      within(table).getAllByText('Wind 26 km/h is above 20 km/h: too windy to spray.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByText(/wind at 10 m\. Wind at boom height is usually lower/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Data Source: Environment and Climate Change Canada' }),
    ).toHaveAttribute('href', 'https://eccc-msc.github.io/open-data/licence/readme_en/');
    expect(await seriousViolations()).toEqual([]);
  });

  it('says when the forecast is unavailable, and manual mode still rates a reading', async () => {
    renderWithProviders(<SprayConditionsPage />, {
      path: `${PATH}?place=${SASKATOON_ID}`,
      mocks: [sprayForecastMock(unavailableForecast(Date.now())), foliarProductsMock],
    });
    expect(await screen.findByRole('heading', { name: 'Forecast unavailable' })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Temperature (°C)'), '20');
    await user.type(screen.getByLabelText('Relative humidity (%)'), '50');
    await user.type(screen.getByLabelText('Wind speed (km/h)'), '25');
    // Stull (2011): 20 °C and 50 % give a wet bulb of 13.7 °C, ΔT 6.3 (good); 25 km/h is poor.
    expect(screen.getByText(/Wet bulb 13.7 °C, ΔT 6.3 °C/)).toBeVisible();
    expect(screen.getByText('This reading:').querySelector('strong')).toHaveTextContent('Poor');
    expect(screen.getByText('Wind 25 km/h is above 20 km/h: too windy to spray.')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('names an impossible reading instead of rating it', async () => {
    renderWithProviders(<SprayConditionsPage />, { path: PATH, mocks: [foliarProductsMock] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Temperature (°C)'), '20');
    await user.type(screen.getByLabelText('Relative humidity (%)'), '120');
    await user.type(screen.getByLabelText('Wind speed (km/h)'), '5');
    expect(screen.getByText('Relative humidity is between 0 and 100 %.')).toBeVisible();
    expect(screen.getByLabelText('Relative humidity (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('This reading:')).toBeNull();
  });

  it('saves the place on this device only, and opens it on the next visit', async () => {
    const now = Date.now();
    const { unmount } = renderWithProviders(<SprayConditionsPage />, {
      path: `${PATH}?place=${SASKATOON_ID}`,
      mocks: [sprayForecastMock(forecastFrom(now)), foliarProductsMock],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save this place on this device' }));
    expect(JSON.parse(window.localStorage.getItem(SAVED_PLACE_KEY)!)).toEqual({
      placeId: SASKATOON_ID,
      point: null,
    });
    expect(screen.getByRole('button', { name: 'Forget saved place' })).toBeVisible();
    unmount();
    // The next visit names no place: the saved one opens.
    renderWithProviders(<SprayConditionsPage />, {
      path: PATH,
      mocks: [sprayForecastMock(forecastFrom(now)), foliarProductsMock],
    });
    expect(await screen.findByText('Saskatoon, SK')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Right now' })).toBeVisible();
  });

  it('finds a community by name', async () => {
    renderWithProviders(<SprayConditionsPage />, { path: PATH, mocks: [foliarProductsMock] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Find a community/), 'vegre');
    expect(screen.getByRole('button', { name: 'Vegreville, AB' })).toBeVisible();
  });
});
