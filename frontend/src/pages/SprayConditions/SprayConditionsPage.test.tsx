import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  fetchingForecast,
  foliarProductsMock,
  forecastFrom,
  noProviderForecast,
  SASKATOON_ID,
  sprayForecastMock,
  sprayForecastNetworkError,
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
    const { container } = renderWithProviders(<SprayConditionsPage />, {
      path: `${PATH}?place=${SASKATOON_ID}`,
      mocks: [sprayForecastMock(forecastFrom(now)), foliarProductsMock],
    });
    // Plain DOM queries: role queries over a table of 48 rows take seconds in jsdom.
    const card = (await screen.findByText('Right now')).closest('section')!;
    expect(card).toHaveAttribute('aria-labelledby', 'spray-now-title');
    expect(card.querySelector('.spray-now__next')?.textContent).toMatch(
      /^(Next good window: [A-Z][a-z]{2} 07:00–11:00\.|Good to spray now, in the window .+\.)$/,
    );
    const windows = container.querySelector('ul[aria-label="Spray windows"]')!;
    // A morning's window starts at the hour in progress while it is on (08:00–11:00 at 08:30).
    expect(windows.querySelector('li')?.textContent).toMatch(/^[A-Z][a-z]{2} \d\d:00–11:00$/);
    expect(Array.from(windows.querySelectorAll('li'), (li) => li.textContent)).toContainEqual(
      expect.stringMatching(/^[A-Z][a-z]{2} 07:00–11:00$/),
    );
    const timeline = container.querySelector('svg[role="img"]')!;
    expect(timeline.querySelector('title')?.textContent).toMatch(/^Timeline of the next 48 hours/);
    expect(timeline.querySelectorAll('.spray-timeline__letter')).toHaveLength(48);
    const table = container.querySelector('.spray-table table')!;
    expect(table.querySelector('caption')?.textContent).toBe(
      'Hour by hour (wind and gusts at 10 m)',
    );
    expect(table.querySelectorAll('tbody tr')).toHaveLength(48);
    expect(table.textContent).toContain('Wind 26 km/h is above 20 km/h: too windy to spray.');
    expect(screen.getByText(/wind at 10 m\. Wind at boom height is usually lower/)).toBeVisible();
    const credit = container.querySelector('.spray-forecast__attribution a')!;
    expect(credit.textContent).toBe('Data Source: Environment and Climate Change Canada');
    expect(credit).toHaveAttribute(
      'href',
      'https://eccc-msc.github.io/open-data/licence/readme_en/',
    );
    expect(await seriousViolations()).toEqual([]);
  }, 60_000); // axe over 48 rows of the table takes seconds in jsdom on a busy machine

  it('says when the forecast is unavailable, and manual mode still rates a reading', async () => {
    const { container } = renderWithProviders(<SprayConditionsPage />, {
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
    // Once the typing rests, the reading is in the address: the product form sends it along.
    const product = container.querySelector('form.spray-product')!;
    await waitFor(() =>
      expect(
        Array.from(product.querySelectorAll('input[type="hidden"]'), (input) => [
          input.getAttribute('name'),
          input.getAttribute('value'),
        ]),
      ).toEqual([
        ['place', String(SASKATOON_ID)],
        ['temp', '20'],
        ['rh', '50'],
        ['wind', '25'],
      ]),
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('asks nothing on its own while the forecast is being fetched, and checks again when asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const now = Date.now();
      // The page's answer, then the forecast: there for whoever asks next.
      const { container } = renderWithProviders(<SprayConditionsPage />, {
        path: `${PATH}?place=${SASKATOON_ID}`,
        mocks: [
          sprayForecastMock(fetchingForecast(now)),
          sprayForecastMock(forecastFrom(now)),
          foliarProductsMock,
        ],
      });
      const unavailable = await screen.findByRole('heading', { name: 'Forecast unavailable' });
      expect(unavailable.closest('section')).toHaveAttribute('role', 'status');
      // Spec section 7: no polling. Minutes pass, and the page asks for nothing.
      await vi.advanceTimersByTimeAsync(180_000);
      expect(screen.queryByText('Right now')).toBeNull();
      // "Check again" is a button a keyboard reaches, in a GET form to the page's own address.
      const check = screen.getByRole('button', { name: 'Check again' });
      const form = check.closest('form')!;
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', PATH);
      expect(form.querySelector('input[name="place"]')).toHaveValue(String(SASKATOON_ID));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.tab();
      while (document.activeElement !== check) await user.tab();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByText('Right now')).toBeVisible());
      expect(screen.queryByRole('heading', { name: 'Forecast unavailable' })).toBeNull();
      expect(container.querySelectorAll('.spray-table tbody tr')).toHaveLength(48);
      // Announced politely, in the live region that was there from the start.
      const announcement = screen.getByText('The forecast has arrived.');
      expect(announcement).toHaveAttribute('role', 'status');
      expect(announcement).toHaveClass('pe-visually-hidden');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says what a check found when the forecast is still being fetched or the check fails', async () => {
    const now = Date.now();
    renderWithProviders(<SprayConditionsPage />, {
      path: `${PATH}?place=${SASKATOON_ID}`,
      mocks: [
        sprayForecastMock(fetchingForecast(now)),
        sprayForecastMock(fetchingForecast(now)),
        sprayForecastNetworkError,
        foliarProductsMock,
      ],
    });
    const check = await screen.findByRole('button', { name: 'Check again' });
    const region = check.closest('[role="status"]')!;
    const user = userEvent.setup();
    await user.click(check);
    // Said in the unavailable state's live region, beside the button.
    await waitFor(() => expect(region).toHaveTextContent('Still being fetched.'));
    expect(screen.getByText(fetchingForecast(now).unavailableMessage!)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(region).toHaveTextContent(
        'The check did not reach the server. Try again in a minute.',
      ),
    );
    // A failed check leaves the page's answer as it was.
    expect(screen.getByText(fetchingForecast(now).unavailableMessage!)).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('offers no check for an outage or a site without a provider', async () => {
    const now = Date.now();
    for (const answer of [unavailableForecast(now), noProviderForecast(now)]) {
      const { unmount } = renderWithProviders(<SprayConditionsPage />, {
        path: `${PATH}?place=${SASKATOON_ID}`,
        mocks: [sprayForecastMock(answer), foliarProductsMock],
      });
      await screen.findByRole('heading', { name: 'Forecast unavailable' });
      expect(screen.getByText(answer.unavailableMessage!)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
      unmount();
    }
  });

  it('rates the reading a shared link holds, and follows the typing from there', async () => {
    renderWithProviders(<SprayConditionsPage />, {
      path: `${PATH}?temp=20&rh=50&wind=10`,
      mocks: [foliarProductsMock],
    });
    expect(screen.getByLabelText('Temperature (°C)')).toHaveValue(20);
    expect(screen.getByText('This reading:').querySelector('strong')).toHaveTextContent('Good');
    expect(screen.getByText(/Wet bulb 13.7 °C, ΔT 6.3 °C/)).toBeVisible();
    const user = userEvent.setup();
    const wind = screen.getByLabelText('Wind speed (km/h)');
    await user.clear(wind);
    await user.type(wind, '25');
    expect(screen.getByText('This reading:').querySelector('strong')).toHaveTextContent('Poor');
    // The place search's links keep the reading once it is in the address.
    await user.type(screen.getByLabelText(/Find a community/), 'vegre');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Vegreville, AB' })).toHaveAttribute(
        'href',
        expect.stringMatching(/\?place=\d+&temp=20&rh=50&wind=25$/),
      ),
    );
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
    // Kept in the address as typed: the server names it too (sprayConditions.server.test.tsx).
    await user.type(screen.getByLabelText(/Find a community/), 'vegre');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Vegreville, AB' })).toHaveAttribute(
        'href',
        expect.stringMatching(/&temp=20&rh=120&wind=5$/),
      ),
    );
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
    expect(screen.getByRole('link', { name: 'Vegreville, AB' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/apps\/spray-conditions\?place=\d+$/),
    );
  });

  it('opens the community a submitted name stands for', async () => {
    const now = Date.now();
    renderWithProviders(<SprayConditionsPage />, {
      path: PATH,
      mocks: [sprayForecastMock(forecastFrom(now)), foliarProductsMock],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Find a community/), 'Saskatoon, SK{Enter}');
    expect(await screen.findByRole('region', { name: 'Right now' })).toBeVisible();
    expect(screen.getByText('Saskatoon, SK')).toBeVisible();
  });

  it('lists the communities a name sent without JavaScript matches, keeping the product', async () => {
    const { container } = renderWithProviders(<SprayConditionsPage />, {
      path: `${PATH}?q=Saskat&rainfast=1`,
      mocks: [foliarProductsMock],
    });
    expect(screen.getByLabelText(/Find a community/)).toHaveValue('saskat');
    const list = screen.getByRole('list', { name: 'Matching communities' });
    expect(
      Array.from(list.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Saskatoon, SK', `${PATH}?place=${SASKATOON_ID}&rainfast=1`],
      ['Fort Saskatchewan, AB', expect.stringMatching(/\?place=\d+&rainfast=1$/)],
    ]);
    // The search form sends the product choice with the name.
    const search = container.querySelector('form[role="search"]')!;
    expect(search).toHaveAttribute('method', 'get');
    expect(search.querySelector('input[name="rainfast"]')).toHaveValue('1');
  });
});
