import type { Locator, Page } from 'playwright-core';

/**
 * Waits until React has hydrated the first element of `target` (a CSS selector or a locator): it
 * then carries React's props key. Public pages arrive server-rendered and hydrate in a transition,
 * section by section: a click before the clicked element itself is hydrated reaches the bare HTML
 * (a form submits natively, a toggle does nothing), so wait on the element you are about to use,
 * not on some other one.
 */
export async function waitForHydration(page: Page, target: string | Locator): Promise<void> {
  const locator = typeof target === 'string' ? page.locator(target) : target;
  await page.waitForFunction(
    (element) => !!element && Object.keys(element).some((key) => key.startsWith('__reactProps')),
    await locator.first().elementHandle(),
  );
}

/**
 * Waits until a server-rendered public page has hydrated as a whole: the layout then hands the
 * page the taps its loader held back, consuming the loader's replay function
 * (frontend/src/boot/entry-loader.ts). Use it where the element you are about to use is part of
 * the page's static content (StaticContent), which is never hydrated and so never carries React's
 * props: its links work as links, and inside the app once it has hydrated.
 */
export async function waitForPageHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !('__replayHeldInput' in window));
}

/**
 * What a public page is still loading that a check of its looks reads: stylesheets not yet
 * applied, web fonts, images in view not yet decoded, and parts near the screen whose code has
 * not hydrated them yet. A part below the first screens (lazyWhenVisible) downloads its code and
 * stylesheets once it comes within 800 px of the screen (AHEAD, STYLES_AHEAD) and hydrates when
 * they arrive: its first element then carries React's props. Its wrapper's `data-lazy-part` is
 * replaced by the server with `data-styles`; React's props on the wrapper keep the name. Runs in
 * the page: the list, or with `done` whether it is empty.
 */
function stillLoading(done: boolean): string[] | boolean {
  const AHEAD = 800;
  const near = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.bottom >= -AHEAD && box.top <= window.innerHeight + AHEAD;
  };
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  };
  // A part's wrapper is hydrated with the page; React's props on it name the part's module.
  const partName = (element: Element): string | undefined => {
    const props = Object.entries(element).find(([key]) => key.startsWith('__reactProps'))?.[1] as
      Record<string, unknown> | undefined;
    const name = props?.['data-lazy-part'];
    return typeof name === 'string' ? name : undefined;
  };
  const hydrated = (element: Element | null) =>
    !element || Object.keys(element).some((key) => key.startsWith('__reactProps'));
  const loading = [
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
      .filter((link) => !link.sheet)
      .map((link) => `stylesheet ${link.getAttribute('href')}`),
    ...(document.fonts.status === 'loaded' ? [] : ['web fonts']),
    ...Array.from(document.images)
      .filter((image) => !image.complete && inView(image))
      .map((image) => `image ${image.currentSrc || image.getAttribute('src')}`),
    ...Array.from(document.querySelectorAll('#root div'))
      .map((element) => [element, partName(element)] as const)
      .filter(([part, name]) => name && near(part) && !hydrated(part.firstElementChild))
      .map(([, name]) => `part ${name}`),
  ];
  return done ? loading.length === 0 : loading;
}

/**
 * Waits (at most 10 s) until the page has loaded what its looks depend on (stillLoading), and
 * answers what it is still loading then: empty on a settled page. Playwright's `networkidle`
 * is no such wait: it waits for half a second without requests once per page, and after that
 * answers at once, so a part that a later scroll brings near is not waited for.
 */
export async function loadingLeft(page: Page): Promise<string[]> {
  await page.waitForFunction(stillLoading, true, { timeout: 10_000, polling: 50 }).then(
    () => undefined,
    () => undefined,
  );
  return (await page.evaluate(stillLoading, false)) as string[];
}
