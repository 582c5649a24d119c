import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key';

describe('pageKey', () => {
  it('drops query strings no page reads', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/?bust=1')).toBe('/');
    expect(pageKey('/products/3?utm_source=newsletter&utm_medium=email')).toBe('/products/3');
    expect(pageKey('/newsletter?fbclid=abc#top')).toBe('/newsletter');
  });

  it("keeps the technology page's key, with the default entry under one address", () => {
    expect(pageKey('/soil-diagnostics/technology')).toBe('/soil-diagnostics/technology');
    expect(pageKey('/soil-diagnostics/technology?key=technology&utm_source=x')).toBe(
      '/soil-diagnostics/technology',
    );
    expect(pageKey('/soil-diagnostics/technology?utm_source=x&key=soil-diagnostics')).toBe(
      '/soil-diagnostics/technology?key=soil-diagnostics',
    );
  });

  it("keeps the spray app's place and product in one order, rounding a point to its cell", () => {
    const path = '/apps/spray-conditions';
    expect(pageKey(`${path}?utm_source=x&product=3&place=6141256`)).toBe(
      `${path}?place=6141256&product=3`,
    );
    expect(pageKey(`${path}?lat=52.2&lon=-106.7&rainfast=1`)).toBe(
      `${path}?lat=52.2125&lon=-106.7000&rainfast=1`,
    );
    // The product form sent without JavaScript, and the default rainfast time written out.
    expect(pageKey(`${path}?place=6141256&choice=product%3A3`)).toBe(
      `${path}?place=6141256&product=3`,
    );
    expect(pageKey(`${path}?place=6141256&choice=rainfast%3A4`)).toBe(`${path}?place=6141256`);
    // Places not in the list, points outside the provinces and odd values fall away.
    expect(pageKey(`${path}?place=1&lat=45&lon=-73&rainfast=7&product=x`)).toBe(path);
  });

  it("keys the spray app's place form by the community its name stands for", () => {
    const path = '/apps/spray-conditions';
    // Sent without JavaScript: the name as typed, and the product form's choice.
    expect(pageKey(`${path}?q=Saskatoon%2C+SK&rainfast=1`)).toBe(
      `${path}?place=6141256&rainfast=1`,
    );
    expect(pageKey(`${path}?q=saskatoo`)).toBe(`${path}?place=6141256`);
    // A name that stands for several (or none) is kept, normalized, to list what it finds.
    expect(pageKey(`${path}?q=++Saskat.`)).toBe(`${path}?q=saskat`);
    expect(pageKey(`${path}?q=${'x'.repeat(100)}`)).toBe(`${path}?q=${'x'.repeat(40)}`);
    expect(pageKey(`${path}?q=+`)).toBe(path);
    // A place named otherwise comes first.
    expect(pageKey(`${path}?place=6141256&q=saskat`)).toBe(`${path}?place=6141256`);
  });

  it("keeps the spray app's manual reading, each value as its number's shortest text", () => {
    const path = '/apps/spray-conditions';
    // Manual mode's form sent without JavaScript: the page's place goes along.
    expect(pageKey(`${path}?place=6141256&temp=20.0&rh=050&wind=25&utm_source=x`)).toBe(
      `${path}?place=6141256&temp=20&rh=50&wind=25`,
    );
    expect(pageKey(`${path}?wind=-3.50&temp=+1e1`)).toBe(`${path}?temp=10&wind=-3.5`);
    // A decimal comma, as the farm tools read one (numberParam).
    expect(pageKey(`${path}?temp=-2,5`)).toBe(`${path}?temp=-2.5`);
    // Blank, unreadable and overlong values fall away (an impossible one is the page's to name).
    expect(pageKey(`${path}?temp=&rh=abc&wind=${'1'.repeat(13)}`)).toBe(path);
    expect(pageKey(`${path}?rh=120`)).toBe(`${path}?rh=120`);
  });

  it('keeps paths as they are, encoded', () => {
    expect(pageKey('/products/a%20b?x=1')).toBe('/products/a%20b');
  });

  it("keeps a farm tool's inputs, in their order, and nothing else", () => {
    expect(
      pageKey(
        '/apps/optimize-calculator?utm_source=x&p=reference-urea&tN=100&p=company-1&area=160',
      ),
    ).toBe('/apps/optimize-calculator?p=reference-urea&tN=100&p=company-1&area=160');
    expect(pageKey('/apps/salt-index?p1=reference-map&r1=40&spread=1&row=9&fbclid=y')).toBe(
      '/apps/salt-index?p1=reference-map&r1=40&spread=1&row=9',
    );
    expect(pageKey('/apps/salt-index?r1=&bust=1')).toBe('/apps/salt-index');
    expect(pageKey(`/apps/salt-index?r1=${'9'.repeat(500)}`)).toBe('/apps/salt-index');
  });

  it("keeps a personal page's token, so two links never share a key", () => {
    expect(pageKey('/subscription/unsubscribe?utm_source=mail&token=a.b-c_d')).toBe(
      '/subscription/unsubscribe?token=a.b-c_d',
    );
    expect(pageKey('/subscription/confirm?token=one')).not.toBe(
      pageKey('/subscription/confirm?token=two'),
    );
    expect(pageKey('/subscription/preferences')).toBe('/subscription/preferences');
  });
});
