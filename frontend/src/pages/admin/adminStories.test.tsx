import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { configure as configureStorybookTest } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from '../../../../.storybook/preview';
import { testAllStories } from '../../../../ui-kit/src/test/storyTests';

// The admin pieces' stories, as ui-kit tests its own: each is rendered with Storybook's
// decorators and parameters, played, and checked with axe-core.
setProjectAnnotations(previewAnnotations);
// antd validates and animates asynchronously; the editor's widgets are slow under jsdom.
configureStorybookTest({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

// Every stories file of the admin, found by name, so a new one is tested without a line here.
const storyFiles = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', {
  eager: true,
});

describe('admin stories', () => {
  it('are found', () => expect(Object.keys(storyFiles).length).toBeGreaterThanOrEqual(5));
});
for (const [file, stories] of Object.entries(storyFiles)) {
  describe(file, () => testAllStories(composeStories(stories)));
}
