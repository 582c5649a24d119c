import { composeStories } from '@storybook/react-vite';
import { Breadcrumb as AntBreadcrumb, ConfigProvider } from 'antd';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandTheme } from '../theme/theme';
import { Breadcrumb } from './Breadcrumb';
import * as stories from './Breadcrumb.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('Breadcrumb', () => {
  it('writes antd’s Breadcrumb markup, linking every item but the current page', () => {
    const ours = renderToStaticMarkup(
      <Breadcrumb
        items={[
          { label: 'Home', href: '/' },
          { label: 'Products', href: '/products' },
          { label: 'Elite Phos', href: '/products/1' },
        ]}
      />,
    );
    const theirs = renderToStaticMarkup(
      <ConfigProvider theme={brandTheme}>
        <AntBreadcrumb
          aria-label="Breadcrumb"
          items={[
            { key: 'home', title: <a href="/">Home</a> },
            { key: 'products', title: <a href="/products">Products</a> },
            { key: 'product', title: <span aria-current="page">Elite Phos</span> },
          ]}
        />
      </ConfigProvider>,
    );
    expect(ours).toBe(theirs);
  });
});
