import type { CSSProperties, ReactNode } from 'react';
import { palette } from '../theme/palette';
import { CSS_VAR_KEY } from '../theme/theme';
// antd's styles for the markup written here (MARKUP_WRITTEN_BY_UI_KIT).
import 'virtual:antd/Tag.css';

export type BrandTagTone = 'soft' | 'solid' | 'outline' | 'warning';

// antd's preset "green" tag text (#389e0d on #f6ffed) is 3.4:1; these tones reach AA (4.5:1).
const tones: Record<BrandTagTone, CSSProperties> = {
  soft: { background: palette.green100, color: palette.green900, borderColor: '#b7cfa3' },
  solid: { background: palette.green700, color: '#ffffff', borderColor: palette.green700 },
  outline: { background: 'transparent', color: palette.text, borderColor: palette.textMuted },
  // Something out of date (an expired certificate): dark rust on cream, 8.6:1.
  warning: { background: '#fff1e6', color: '#8a2c0d', borderColor: '#e8a67f' },
};

/** The inline style of a tag of the given tone. */
export function brandTagStyle(tone: BrandTagTone): CSSProperties {
  return { ...tones[tone], marginInlineEnd: 0 };
}

export interface BrandTagProps {
  tone?: BrandTagTone;
  children: ReactNode;
  className?: string;
}

/**
 * An antd Tag in brand colours with AA text contrast, written as antd's markup (which antd's
 * static stylesheet styles) so that lists of tagged cards load no antd code; BrandTag.test.tsx
 * compares it with antd's Tag.
 */
export function BrandTag({ tone = 'soft', children, className }: BrandTagProps) {
  return (
    <span
      className={`ant-tag ant-tag-filled${className ? ` ${className}` : ''} ${CSS_VAR_KEY}`}
      style={brandTagStyle(tone)}
    >
      {children}
    </span>
  );
}
