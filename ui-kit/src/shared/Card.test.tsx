import { Card as AntdCard, ConfigProvider } from 'antd';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandTheme } from '../theme/theme';
import { Card } from './Card';

const markup = (node: React.ReactNode) =>
  renderToStaticMarkup(<ConfigProvider theme={brandTheme}>{node}</ConfigProvider>);

const cover = <img src="/images/products/tote.svg" alt="A tote of Elite Phos" />;
const body = <p>Liquid phosphorus starter.</p>;

// The static stylesheet styles antd's Card markup: this card must keep writing exactly that markup.
describe('Card', () => {
  it.each<[string, ComponentProps<typeof Card>]>([
    ['a body', { className: 'pe-card', children: body }],
    ['a small card', { className: 'pe-card', size: 'small', children: body }],
    ['a cover', { className: 'pe-card', cover, children: body }],
    [
      'an inline style and attributes',
      { style: { maxWidth: 560 }, 'aria-busy': true, children: body },
    ],
    ['a loading card', { className: 'pe-card', cover, loading: true, children: body }],
    ['no body', { cover }],
  ])('renders the markup of antd’s Card for %s', (_case, props) => {
    expect(markup(<Card {...props} />)).toBe(markup(<AntdCard {...props} />));
  });
});
