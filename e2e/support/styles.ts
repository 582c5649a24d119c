import type { Page } from 'playwright-core';

/**
 * Style rules antd generated in the browser, which should be none: its styles come from the static
 * stylesheet, and an antd component renders with `zeroRuntime` only inside an `AntdScope` (ui-kit).
 * One outside a scope still looks right but injects its rules at run time, so this looks for
 * `<style>` tags of antd's CSS-in-JS (`data-css-hash`) with any declaration that is not a custom
 * property: antd does register the theme's and components' CSS variables at run time (`--ant-…`
 * only), which are allowed. Other libraries' tags are not antd's styles (the Drawer's scroll lock
 * adds `html body { overflow-y: hidden }` while it is open).
 * Returns the start of each offending tag.
 */
export async function runtimeStyleRules(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-css-hash]'))
      .map((style) => style.textContent ?? '')
      .filter((css) => /[{;]\s*(?!--)[a-z-]+\s*:/i.test(css))
      .map((css) => css.trim().slice(0, 120)),
  );
}

/**
 * `<source>` elements that take part in the layout, which should be none: a picture is
 * `display: contents` (ui-kit.css), so a source the browser shows as a block would become a grid
 * or flex item of the page's layout. Returns the `srcset` of each.
 */
export async function sourcesInLayout(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('picture > source'))
      .filter((source) => getComputedStyle(source).display !== 'none')
      .map((source) => source.getAttribute('srcset') ?? ''),
  );
}
