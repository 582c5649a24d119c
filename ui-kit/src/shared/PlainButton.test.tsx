import { Button, ConfigProvider, Tag } from 'antd';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandTheme } from '../theme/theme';
import { BrandTag, brandTagStyle } from './BrandTag';
import { PlainButton } from './PlainButton';

const antd = (node: ReactNode) =>
  renderToStaticMarkup(<ConfigProvider theme={brandTheme}>{node}</ConfigProvider>);
const ours = (node: ReactNode) => renderToStaticMarkup(node);

describe('markup the ui-kit writes for antd’s styles', () => {
  it('PlainButton is antd’s Button, primary or default, pressed or not, block or not', () => {
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
  });

  it('BrandTag is antd’s Tag with the tone’s colours', () => {
    for (const tone of ['soft', 'solid', 'outline'] as const) {
      expect(
        ours(
          <BrandTag tone={tone} className="extra">
            Soil Health
          </BrandTag>,
        ),
      ).toBe(
        antd(
          <Tag className="extra" style={brandTagStyle(tone)}>
            Soil Health
          </Tag>,
        ),
      );
    }
    expect(ours(<BrandTag>Soil Health</BrandTag>)).toBe(
      antd(<Tag style={brandTagStyle('soft')}>Soil Health</Tag>),
    );
  });
});
