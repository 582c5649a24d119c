import { ConfigProvider, Typography as AntdTypography } from 'antd';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandTheme } from '../theme/theme';
import { Typography } from './Typography';

const markup = (node: ReactNode) =>
  renderToStaticMarkup(<ConfigProvider theme={brandTheme}>{node}</ConfigProvider>);

// The static stylesheet styles antd's Typography markup: these must keep writing exactly that.
describe('Typography', () => {
  it.each([1, 2, 3, 4, 5] as const)('renders the markup of antd’s Title at level %i', (level) => {
    const props = { level, id: 'soil-heading', className: 'pe-hero__title' };
    expect(markup(<Typography.Title {...props}>Healthy Soil</Typography.Title>)).toBe(
      markup(<AntdTypography.Title {...props}>Healthy Soil</AntdTypography.Title>),
    );
  });

  it('renders the markup of antd’s Title with an inline style and no level', () => {
    expect(markup(<Typography.Title style={{ fontSize: 28 }}>Not Found</Typography.Title>)).toBe(
      markup(<AntdTypography.Title style={{ fontSize: 28 }}>Not Found</AntdTypography.Title>),
    );
  });

  it('renders the markup of antd’s Paragraph', () => {
    const content = (
      <>
        <strong>Our mission:</strong> practical fertilizers
      </>
    );
    expect(
      markup(<Typography.Paragraph className="pe-card__muted">{content}</Typography.Paragraph>),
    ).toBe(
      markup(
        <AntdTypography.Paragraph className="pe-card__muted">{content}</AntdTypography.Paragraph>,
      ),
    );
  });

  it.each([false, true])('renders the markup of antd’s Text (strong: %s)', (strong) => {
    expect(markup(<Typography.Text strong={strong}>Privacy Officer</Typography.Text>)).toBe(
      markup(<AntdTypography.Text strong={strong}>Privacy Officer</AntdTypography.Text>),
    );
  });
});
