import { describe, expect, it } from 'vitest';
import { fillTemplate } from './ssr.js';

const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

describe('fillTemplate', () => {
  it('puts the head, the markup and the state in their places', () => {
    expect(
      fillTemplate(TEMPLATE, { head: '<title>T</title>', html: '<p>Hi</p>', state: '{}' }),
    ).toBe(
      '<html><head><title>T</title></head><body><div id="root"><p>Hi</p></div><script type="application/json" id="app-state">{}</script></body></html>',
    );
  });

  it('inserts page content literally, dollar patterns included', () => {
    // As a replacement string, "$'" would insert the rest of the template and "$&" the placeholder.
    const html = "<p>Save $'s and $& on 10$` per tonne, $$5 off</p>";
    const page = fillTemplate(TEMPLATE, { head: '<title>$&</title>', html, state: '"$\'"' });
    expect(page).toContain(`<div id="root">${html}</div>`);
    expect(page).toContain('<title>$&</title>');
    expect(page).toContain('id="app-state">"$\'"</script>');
    expect(page.match(/<html>/g)).toHaveLength(1);
  });

  it('leaves the markup empty for the admin shell', () => {
    expect(fillTemplate(TEMPLATE, { head: '', state: '{}' })).toContain('<div id="root"></div>');
  });
});
