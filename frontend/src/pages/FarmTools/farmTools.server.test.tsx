import { describe, expect, it } from 'vitest';
import { pageApi, renderAddress, visibleText as text } from '../../test/serverRender';
import { catalogueData } from './FarmTools.mock';

/** The API as the server renderer reaches it: the company (footer) and the product list. */
const execute = pageApi({ FertilizerCatalogue: () => ({ data: catalogueData }) });

// With JavaScript off, the tools' GET form comes back to the server, which renders the result.
describe('the farm tools without JavaScript', () => {
  it('render the plan of a submitted Optimize Calculator form', async () => {
    // By the page's key, which keeps the tool's fields alone.
    const page = await renderAddress(
      '/apps/optimize-calculator?utm_source=newsletter&units=imperial&crop=canola&area=160&tN=100&p=reference-urea&mode=exact',
      execute,
    );
    expect(page.status).toBe(200);
    const form = /<form[^>]*>/.exec(page.html)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/apps/optimize-calculator"');
    expect(text(page.html)).toMatch(
      /<th scope="row" role="rowheader">Urea 46-0-0<\/th><td role="cell" data-label="lb\/ac">217\.4<\/td>/,
    );
    // The form keeps what was submitted, to change and submit again.
    expect(page.html).toMatch(/name="tN"[^>]*value="100"/);
    expect(page.html).toMatch(
      /<input type="checkbox" name="p" checked="" value="reference-urea"\/>/,
    );
  });

  it('render the answer of a submitted Salt Index App form', async () => {
    const page = await renderAddress(
      '/apps/salt-index?p1=reference-urea&r1=60&crop=spring-wheat&texture=medium&moisture=good-to-excellent&spread=1&row=9',
      execute,
    );
    expect(page.status).toBe(200);
    const html = text(page.html);
    expect(html).toContain('Seedbed utilization: 11 %');
    expect(html).toContain('<p class="tool-verdict tool-verdict--exceeds">Exceeds</p>');
    expect(html).toContain('Table used: Mortvedt (2001)');
  });
});

describe('the print header of a server-rendered tool', () => {
  it('carries the day the server rendered on, and hands it to the browser', async () => {
    // The backend's companyToday(): the company's day, whatever the server's zone or clock.
    const page = await renderAddress('/apps/salt-index', execute, '2026-11-28');
    expect(text(page.html)).toContain('Salt Index App · printed 2026-11-28</p>');
    // The browser hydrates with the same day (toolForm.ts, usePrintedDay).
    expect(JSON.parse(page.state)).toMatchObject({ renderedOn: '2026-11-28' });
  });
});
