import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { antdStaticStyles } from '../ui-kit/build/antd-static-styles.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** True when some file under `dir` is a story, so an empty workspace adds no glob Storybook would reject. */
function hasStories(dir: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((file) =>
    /\.stories\.tsx?$/.test(file),
  );
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../ui-kit/src/**/*.stories.@(ts|tsx)',
    ...(hasStories(join(here, '../frontend/src'))
      ? ['../frontend/src/**/*.stories.@(ts|tsx)']
      : []),
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  docs: { defaultName: 'Docs' },
  // The same static antd stylesheet as the site, plus the components only stories use.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), antdStaticStyles({ includeStories: true })],
  }),
};

export default config;
