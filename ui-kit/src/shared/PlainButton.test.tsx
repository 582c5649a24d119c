import { Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandTheme } from '../theme/theme';
import { PlainButton } from './PlainButton';

const antd = (node: ReactNode) =>
  renderToStaticMarkup(<ConfigProvider theme={brandTheme}>{node}</ConfigProvider>);
const ours = (node: ReactNode) => renderToStaticMarkup(node);

describe('PlainButton', () => {
  it('writes antd’s Button markup, primary or default, pressed or not, block or not', () => {
    expect(
      ours(
        <PlainButton variant="primary" pressed>
          All Products
        </PlainButton>,
      ),
    ).toBe(
      antd(
        <Button type="primary" aria-pressed>
          All Products
        </Button>,
      ),
    );
    expect(ours(<PlainButton pressed={false}>Soil Health</PlainButton>)).toBe(
      antd(<Button aria-pressed={false}>Soil Health</Button>),
    );
    expect(
      ours(
        <PlainButton variant="primary" block describedBy="heading">
          View Details
        </PlainButton>,
      ),
    ).toBe(
      antd(
        <Button type="primary" block aria-describedby="heading">
          View Details
        </Button>,
      ),
    );
    expect(
      ours(
        <PlainButton variant="primary" htmlType="submit" disabled>
          Save preferences
        </PlainButton>,
      ),
    ).toBe(
      antd(
        <Button type="primary" htmlType="submit" disabled>
          Save preferences
        </Button>,
      ),
    );
  });
});
