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
    // The docs pages (Introduction, Foundations) first, so the sidebar opens on them.
    '../ui-kit/src/**/*.mdx',
    '../ui-kit/src/**/*.stories.@(ts|tsx)',
    ...(hasStories(join(here, '../frontend/src'))
      ? ['../frontend/src/**/*.stories.@(ts|tsx)']
      : []),
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // The site's real built-in illustrations (product packaging, portraits, newsletter covers,
  // scenes) at the same URLs as on the site, so stories and docs can show them.
  staticDirs: [{ from: '../backend/public/images', to: '/images' }],
  docs: { defaultName: 'Docs' },
  // The same static antd stylesheet as the site, plus the components only stories use.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), antdStaticStyles({ includeStories: true })],
  }),
};

export default config;
