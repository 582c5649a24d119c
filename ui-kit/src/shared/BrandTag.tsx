import type { CSSProperties, ReactNode } from 'react';
import { Tag } from 'antd';
import { palette } from '../theme/palette';
import { AntdScope } from '../theme/AntdScope';

export type BrandTagTone = 'soft' | 'solid' | 'outline';

// antd's preset "green" tag text (#389e0d on #f6ffed) is 3.4:1; these tones reach AA (4.5:1).
const tones: Record<BrandTagTone, CSSProperties> = {
  soft: { background: palette.green100, color: palette.green900, borderColor: '#b7cfa3' },
  solid: { background: palette.green700, color: '#ffffff', borderColor: palette.green700 },
  outline: { background: 'transparent', color: palette.text, borderColor: palette.textMuted },
};

export interface BrandTagProps {
  tone?: BrandTagTone;
  children: ReactNode;
  className?: string;
}

/** An antd Tag in brand colours with AA text contrast. */
export function BrandTag({ tone = 'soft', children, className }: BrandTagProps) {
  return (
    <AntdScope>
      <Tag className={className} style={{ ...tones[tone], marginInlineEnd: 0 }}>
        {children}
      </Tag>
    </AntdScope>
  );
}
