import { composeStories } from '@storybook/react-vite';
import { ConfigProvider, Empty } from 'antd';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Typography } from '../shared/Typography';
import { brandTheme } from '../theme/theme';
import { EmptyState } from './EmptyState';
import * as stories from './EmptyState.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

const antd = (node: ReactNode) =>
  renderToStaticMarkup(<ConfigProvider theme={brandTheme}>{node}</ConfigProvider>);

describe('EmptyState', () => {
  it('writes antd’s simple Empty markup, its drawing hidden from screen readers', () => {
    const description = (
      <>
        <Typography.Text strong>No newsletters yet</Typography.Text>
        <Typography.Paragraph>Check back next month.</Typography.Paragraph>
      </>
    );
    const theirs = antd(<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />)
      // antd titles its drawing "No data"; ours is decoration beside the text that says so.
      .replace(
        '<svg width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg"><title>No data</title>',
        '<svg width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">',
      );
    expect(
      renderToStaticMarkup(
        <EmptyState title="No newsletters yet" description="Check back next month." />,
      ),
    ).toBe(`<div class="pe-state" role="status">${theirs}</div>`);
  });
});
