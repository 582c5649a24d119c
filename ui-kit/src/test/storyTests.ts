import axe from 'axe-core';
import { afterAll, describe, expect, it } from 'vitest';

/** The part of a composed story (composeStories) this helper needs. */
export interface RunnableStory {
  run: () => Promise<void>;
  storyName: string;
  tags?: string[];
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
 * Renders every story of a stories file, runs its play function, and checks the result with
 * axe-core, so a story that breaks (or becomes inaccessible) breaks `npm test`.
 */
export function testAllStories(stories: Record<string, RunnableStory>) {
  describe('stories', () => {
    it.each(Object.entries(stories))('%s renders, plays and passes axe', async (_name, story) => {
      await story.run();
      expect(await seriousAxeViolations()).toEqual([]);
    });
    // Storybook unmounts a story only when the next one runs; clear the last one for other tests.
    afterAll(() => {
      document.body.innerHTML = '';
    });
  });
}
