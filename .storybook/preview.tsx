import type { Decorator, Preview } from '@storybook/react-vite';
import { AntdScope, BrandProvider, palette } from '../ui-kit/src/theme';

/**
 * Every story renders inside the same theme provider as the site, so both look the same. The admin
 * kit's parts (titles under "Admin/") render inside one AntdScope, as the admin's gate puts every
 * admin screen (frontend/src/pages/admin/AdminGate); public components bring their own scope.
 */
export const decorators: Decorator[] = [
  (Story, { title }) => (
    <BrandProvider>
      {title.startsWith('Admin/') ? (
        <AntdScope>
          <Story />
        </AntdScope>
      ) : (
        <Story />
      )}
    </BrandProvider>
  ),
];

export const parameters: Preview['parameters'] = {
  layout: 'padded',
  controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  viewport: {
    options: {
      mobile: {
        name: 'Mobile (390px)',
        styles: { width: '390px', height: '844px' },
        type: 'mobile',
      },
      tablet: {
        name: 'Tablet (768px)',
        styles: { width: '768px', height: '1024px' },
        type: 'tablet',
      },
      desktop: {
        name: 'Desktop (1280px)',
        styles: { width: '1280px', height: '800px' },
        type: 'desktop',
      },
    },
  },
  // The canvas is the site's page background (body in frontend/src/app/site.css); white for
  // checking a component on cards, modals and the admin screens' white surfaces.
  backgrounds: {
    options: {
      site: { name: 'Site (wheat 100)', value: palette.wheat100 },
      white: { name: 'White', value: '#ffffff' },
    },
  },
  // The a11y panel flags violations in Storybook; the unit tests enforce them with axe-core.
  a11y: { test: 'todo' },
};

export const initialGlobals: Preview['initialGlobals'] = {
  backgrounds: { value: 'site' },
};

export const tags: Preview['tags'] = ['autodocs'];
