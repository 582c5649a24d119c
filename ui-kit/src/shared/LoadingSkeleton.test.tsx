import { ConfigProvider, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandTheme } from '../theme/theme';
import { LoadingSkeleton } from './LoadingSkeleton';

const markup = (node: ReactNode) =>
  renderToStaticMarkup(<ConfigProvider theme={brandTheme}>{node}</ConfigProvider>);

// antd's Skeleton styles animate this markup: it must stay antd's.
describe('LoadingSkeleton', () => {
  it('writes the markup of antd’s Skeleton of a loading card', () => {
    expect(markup(<LoadingSkeleton rows={4} />)).toBe(
      markup(<Skeleton active paragraph={{ rows: 4 }} title={false} />),
    );
  });

  it('writes the markup of antd’s Skeleton of a loading testimonial', () => {
    expect(markup(<LoadingSkeleton rows={3} titleWidth="40%" />)).toBe(
      markup(<Skeleton active title={{ width: '40%' }} paragraph={{ rows: 3 }} />),
    );
  });
});
