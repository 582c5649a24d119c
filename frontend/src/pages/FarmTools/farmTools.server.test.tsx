import type { FormattedExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { companyData } from '../../app/company.mock';
import { pageKey } from '../../app/page-key';
import { render, type GraphQLExecutor } from '../../entry-server';
import { catalogueData } from './FarmTools.mock';

const SITE = 'http://localhost:4000';

/** The API as the server renderer reaches it: the company (footer) and the product list. */
const execute: GraphQLExecutor = async (request): Promise<FormattedExecutionResult> => {
  if (request.operationName === 'Company') return { data: { company: companyData } };
  if (request.operationName === 'FertilizerCatalogue') return { data: catalogueData };
  return { errors: [{ message: `Not in this test: ${request.operationName}` }] };
};

/** React's markers between adjacent texts, taken out to read the text as a visitor does. */
const text = (html: string) => html.replaceAll('<!-- -->', '');

// With JavaScript off, the tools' GET form comes back to the server, which renders the result.
describe('the farm tools without JavaScript', () => {
  it('render the plan of a submitted Optimize Calculator form', async () => {
    const page = await render({
      // As the server renders it: by the page's key, which keeps the tool's fields alone.
      url: pageKey(
        '/apps/optimize-calculator?utm_source=newsletter&units=imperial&crop=canola&area=160&tN=100&p=reference-urea&mode=exact',
      ),
      siteUrl: SITE,
      execute,
    });
    expect(page.status).toBe(200);
    const form = /<form[^>]*>/.exec(page.html)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/apps/optimize-calculator"');
    expect(text(page.html)).toMatch(/<th scope="row">Urea 46-0-0<\/th><td>217\.4<\/td>/);
    // The form keeps what was submitted, to change and submit again.
    expect(page.html).toMatch(/name="tN"[^>]*value="100"/);
    expect(page.html).toMatch(
      /<input type="checkbox" name="p" checked="" value="reference-urea"\/>/,
    );
  });

  it('render the answer of a submitted Salt Index App form', async () => {
    const page = await render({
      url: pageKey(
        '/apps/salt-index?p1=reference-urea&r1=60&crop=spring-wheat&texture=medium&moisture=good-to-excellent&spread=1&row=9',
      ),
      siteUrl: SITE,
      execute,
    });
    expect(page.status).toBe(200);
    const html = text(page.html);
    expect(html).toContain('Seedbed utilization: 11 %');
    expect(html).toContain('<p class="tool-verdict tool-verdict--exceeds">Exceeds</p>');
    expect(html).toContain('Table used: Mortvedt (2001)');
  });
});
