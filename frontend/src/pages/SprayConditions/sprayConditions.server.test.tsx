import { describe, expect, it } from 'vitest';
import { pageApi, renderAddress, visibleText as text } from '../../test/serverRender';
import {
  fetchingForecast,
  forecastFrom,
  SASKATOON_ID,
  unavailableForecast,
} from './SprayConditions.mock';

const PATH = '/apps/spray-conditions';

/**
 * The API as the server renderer reaches it: the company (footer), the foliar products and
 * Saskatoon's forecast, `forecast` as given; the variables each forecast was asked with are kept.
 */
function api(forecast: ReturnType<typeof forecastFrom>) {
  const asked: Record<string, unknown>[] = [];
  const execute = pageApi({
    FoliarProducts: () => ({ data: { foliarProducts: [] } }),
    SprayForecast: (variables) => {
      asked.push(variables);
      return variables.placeId === SASKATOON_ID
        ? { data: { sprayForecast: forecast } }
        : { errors: [{ message: 'Not in this test: another place' }] };
    },
  });
  return { execute, asked };
}

// With JavaScript off, the place form (a GET form) sends the name as typed, and the server
// renders the forecast of the community it stands for.
describe('the Spray Condition App without JavaScript', () => {
  it('renders the place search as a GET form to the page', async () => {
    const { execute } = api(forecastFrom(Date.now()));
    const page = await renderAddress(PATH, execute);
    expect(page.status).toBe(200);
    const form = /<form[^>]*role="search"[^>]*>/.exec(page.html)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain(`action="${PATH}"`);
    expect(page.html).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
    expect(page.html).toMatch(/<button type="submit">Find<\/button>/);
  });

  it('renders the rated hours of the community a submitted name stands for', async () => {
    const { execute, asked } = api(forecastFrom(Date.now()));
    const page = await renderAddress(`${PATH}?q=saskatoon%2C+sk&rainfast=4`, execute);
    expect(page.status).toBe(200);
    expect(asked[0]).toMatchObject({ placeId: SASKATOON_ID, rainfastHours: null });
    const html = text(page.html);
    expect(html).toContain('Forecast for <strong>Saskatoon, SK</strong>');
    expect(html).toContain('Next 48 hours at Saskatoon, SK');
    expect(html).toMatch(/<ul class="spray-forecast__windows" aria-label="Spray windows"><li>/);
    expect(html).toMatch(/<li>[A-Z][a-z]{2} 07:00–11:00<\/li>/);
    // The product form goes on from the place it stands for.
    expect(page.html).toContain(`<input type="hidden" name="place" value="${SASKATOON_ID}"/>`);
  });

  it('renders the unavailable state and manual mode when the forecast is out', async () => {
    const { execute } = api(unavailableForecast(Date.now()));
    const page = await renderAddress(`${PATH}?q=Saskatoon`, execute);
    expect(page.status).toBe(200);
    const html = text(page.html);
    expect(html).toContain('Forecast unavailable');
    expect(html).toContain('The forecast is unavailable right now.');
    expect(html).toContain('>Manual mode</h2>');
    // Checking again soon cannot help an outage.
    expect(html).not.toContain('Check again');
  });

  it('renders "Check again" for a forecast being fetched: a GET form to the same address', async () => {
    const { execute } = api(fetchingForecast(Date.now()));
    const page = await renderAddress(`${PATH}?place=${SASKATOON_ID}&rainfast=1`, execute);
    expect(page.status).toBe(200);
    expect(text(page.html)).toContain('The forecast for this place is being fetched.');
    const form = /<form class="spray-unavailable__check"[^>]*>[\s\S]*?<\/form>/.exec(page.html);
    expect(form).not.toBeNull();
    expect(form![0]).toContain('method="get"');
    expect(form![0]).toContain(`action="${PATH}"`);
    expect(form![0]).toContain(`<input type="hidden" name="place" value="${SASKATOON_ID}"/>`);
    expect(form![0]).toContain('<input type="hidden" name="rainfast" value="1"/>');
    expect(form![0]).toContain('<button type="submit">Check again</button>');
  });

  it('lists the communities a name matches, each a link to its forecast', async () => {
    const { execute, asked } = api(forecastFrom(Date.now()));
    const page = await renderAddress(`${PATH}?q=Saskat&rainfast=1`, execute);
    expect(page.status).toBe(200);
    expect(asked).toEqual([]);
    const html = text(page.html);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="saskat"/);
    expect(html).toContain(`<a href="${PATH}?place=${SASKATOON_ID}&amp;rainfast=1"`);
    expect(html).toMatch(/<a href="[^"]*\?place=\d+&amp;rainfast=1"[^>]*>Fort Saskatchewan, AB</);
    expect(text(page.html)).not.toContain('Next 48 hours');
  });

  it('says when a name matches no listed community', async () => {
    const { execute } = api(forecastFrom(Date.now()));
    const page = await renderAddress(`${PATH}?q=Atlantis`, execute);
    expect(text(page.html)).toContain('No listed community matches “atlantis”.');
  });
});

/** The opening tag of manual mode's form and the HTML inside it. */
const manualForm = (html: string) => {
  const start = html.indexOf('<form', html.indexOf('>Manual mode</h2>'));
  return html.slice(start, html.indexOf('</form>', start));
};

/** The tag of the field named `name` in `form`. */
const field = (form: string, name: string) =>
  new RegExp(`<input[^>]* name="${name}"[^>]*/>`).exec(form)?.[0] ?? '';

// With JavaScript off, manual mode's form (a GET form) sends the reading (`temp`, `rh`, `wind`)
// with the page's place and product, and the server rates it as the browser does as one types.
describe("the Spray Condition App's manual mode without JavaScript", () => {
  it('renders its fields in a GET form to the page, with a button to send them', async () => {
    const { execute } = api(forecastFrom(Date.now()));
    const page = await renderAddress(`${PATH}?place=${SASKATOON_ID}&rainfast=1`, execute);
    const form = manualForm(page.html);
    const tag = /^<form[^>]*>/.exec(form)![0];
    expect(tag).toContain('method="get"');
    expect(tag).toContain(`action="${PATH}"`);
    for (const name of ['temp', 'rh', 'wind']) {
      expect(field(form, name)).toMatch(/^<input id="[^"]+" type="number"/);
    }
    // The place and the product go along; the button shows only without JavaScript.
    expect(form).toContain(`<input type="hidden" name="place" value="${SASKATOON_ID}"/>`);
    expect(form).toContain('<input type="hidden" name="rainfast" value="1"/>');
    expect(form).toContain('<noscript><button type="submit">Rate this reading</button></noscript>');
    // The intro says how the rating comes either way: as one types, or by sending the form.
    expect(text(page.html)).toContain(
      'Type a reading from your field or a handheld meter<span class="spray-manual__live">; the rating appears as you type and needs no connection</span><noscript>, then choose Rate this reading to see its rating</noscript>.',
    );
    expect(text(page.html)).not.toContain('This reading:');
  });

  it('rates a sent reading: 20 °C and 50 % are ΔT 6.3, Good; 25 km/h of wind makes it Poor', async () => {
    const { execute } = api(unavailableForecast(Date.now()));
    // Stull (2011): 20 °C and 50 % give a wet bulb of 13.7 °C, so ΔT = 20 − 13.7 = 6.3 °C, within
    // 2–8 (good); wind 10 km/h is within 3–15 (good).
    const good = text((await renderAddress(`${PATH}?temp=20&rh=50&wind=10`, execute)).html);
    expect(good).toContain('This reading: <strong>Good</strong>');
    expect(good).toContain('Wet bulb 13.7 °C, ΔT 6.3 °C');
    expect(good).toContain('<li>Gusts: one reading shows the wind now');
    // The same reading with 25 km/h of wind, above the 20 km/h stop: Poor, and the reason named.
    const page = await renderAddress(
      `${PATH}?place=${SASKATOON_ID}&temp=20.0&rh=50&wind=25`,
      execute,
    );
    expect(page.status).toBe(200);
    const poor = text(page.html);
    expect(poor).toContain('Forecast unavailable');
    expect(poor).toContain('This reading: <strong>Poor</strong>');
    expect(poor).toContain('Wet bulb 13.7 °C, ΔT 6.3 °C');
    expect(poor).toContain('<li>Wind 25 km/h is above 20 km/h: too windy to spray.</li>');
    // The fields keep what was sent, and the other forms send the reading along.
    expect(field(manualForm(page.html), 'temp')).toContain('value="20"');
    expect(field(manualForm(page.html), 'wind')).toContain('value="25"');
    expect(page.html.match(/<input type="hidden" name="wind" value="25"\/>/g)).toHaveLength(2);
  });

  it('names an impossible reading instead of rating it', async () => {
    const { execute } = api(forecastFrom(Date.now()));
    const page = await renderAddress(`${PATH}?temp=20&rh=120&wind=5`, execute);
    const html = text(page.html);
    expect(html).toContain('Relative humidity is between 0 and 100 %.');
    expect(field(manualForm(page.html), 'rh')).toContain('aria-invalid="true"');
    expect(html).not.toContain('This reading:');
  });
});
