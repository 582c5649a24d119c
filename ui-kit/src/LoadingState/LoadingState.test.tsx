import { composeStories } from '@storybook/react-vite';
import { ConfigProvider, Spin } from 'antd';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandTheme } from '../theme/theme';
import { LoadingState } from './LoadingState';
import * as stories from './LoadingState.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('LoadingState', () => {
  it('writes the markup of antd’s Spin, which antd’s styles animate', () => {
    const markup = (node: ReactNode) =>
      renderToStaticMarkup(<ConfigProvider theme={brandTheme}>{node}</ConfigProvider>);
    expect(markup(<LoadingState label="Loading products..." />)).toBe(
      markup(
        <div className="pe-state" role="status" aria-live="polite">
          <Spin />
          <span>Loading products...</span>
        </div>,
      ),
    );
  });
});
