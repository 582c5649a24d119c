import axe from 'axe-core';
import { afterAll, describe, expect, it } from 'vitest';

/** The part of a composed story (composeStories) this helper needs. */
export interface RunnableStory {
  run: () => Promise<void>;
  /** Runs Storybook's cleanups (unmounting the story shown last), then the story's loaders. */
  load?: () => Promise<void>;
  storyName: string;
  tags?: string[];
  globals?: { viewport?: { value?: string } };
}

/** Widths of the viewports of .storybook/preview.tsx, for stories that pick one. */
const VIEWPORT_WIDTHS: Record<string, number> = { mobile: 390, tablet: 768, desktop: 1280 };
const JSDOM_WIDTH = 1024;

/** Sets the window's width (answered by matchMedia, see jsdom.ts) as a browser resize would. */
function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** Serious and critical axe violations in the document; colour contrast needs a real browser. */
export async function seriousAxeViolations(root: Element = document.body) {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.html),
    }));
}

/**
 * The components' `<style>` tags antd writes at run time (CSS-in-JS): none should appear, since
 * every antd component renders inside an AntdScope, whose theme says their styles are in the static
 * sheet (zeroRuntime); antd still writes its theme's CSS variables and its icons' base style, a
 * few rules. A component outside a scope gets antd's default look, and its hundreds of rules slow every
 * later getComputedStyle of the test run (jsdom matches each rule of the page).
 */
const runtimeStyles = () =>
  [...document.head.querySelectorAll('style[data-cache-path^="css-"]')].map(
    (style) => `${style.getAttribute('data-cache-path') ?? ''}: ${style.textContent?.slice(0, 80)}`,
  );

/**
 * Renders every story of a stories file, runs its play function, and checks the result with
 * axe-core, so a story that breaks (or becomes inaccessible) breaks `npm test`.
 */
export function testAllStories(stories: Record<string, RunnableStory>) {
  describe('stories', () => {
    it.each(Object.entries(stories))('%s renders, plays and passes axe', async (_name, story) => {
      // A story made for a phone (globals.viewport) renders at that width, as in Storybook.
      setWindowWidth(VIEWPORT_WIDTHS[story.globals?.viewport?.value ?? ''] ?? JSDOM_WIDTH);
      const stylesBefore = runtimeStyles();
      try {
        await story.run();
        expect(
          runtimeStyles().filter((style) => !stylesBefore.includes(style)),
          'antd styles written at run time: a part outside an AntdScope',
        ).toEqual([]);
        expect(await seriousAxeViolations()).toEqual([]);
      } finally {
        setWindowWidth(JSDOM_WIDTH);
      }
    });
    // Storybook unmounts a story only when the next one loads: unmount the last one (with its
    // timers, e.g. a toast's close after 5 s, which would otherwise fire after jsdom is gone),
    // then clear the page for the file's other tests, whatever order they run in.
    afterAll(async () => {
      await Object.values(stories)[0]?.load?.();
      document.body.innerHTML = '';
    });
  });
}
