import { ConfigProvider, Tag } from 'antd';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandTheme } from '../theme/theme';
import { BrandTag, brandTagStyle } from './BrandTag';

const antd = (node: ReactNode) =>
  renderToStaticMarkup(<ConfigProvider theme={brandTheme}>{node}</ConfigProvider>);
const ours = (node: ReactNode) => renderToStaticMarkup(node);

describe('BrandTag', () => {
  it('writes antd’s Tag markup with the tone’s colours', () => {
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
