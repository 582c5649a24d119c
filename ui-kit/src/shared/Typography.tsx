import type { ComponentProps } from 'react';
import { CSS_VAR_KEY } from '../theme/theme';
// antd's styles for the markup written here (MARKUP_WRITTEN_BY_UI_KIT).
import 'virtual:antd/Typography.css';

function typographyClass(className: string | undefined): string {
  return ['ant-typography', className, CSS_VAR_KEY].filter(Boolean).join(' ');
}

export interface TitleProps extends ComponentProps<'h1'> {
  level?: 1 | 2 | 3 | 4 | 5;
}

function Title({ level = 1, className, style, children, ...rest }: TitleProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag {...rest} className={typographyClass(className)} style={style}>
      {children}
    </Tag>
  );
}

function Paragraph({ className, style, children, ...rest }: ComponentProps<'div'>) {
  return (
    <div {...rest} className={typographyClass(className)} style={style}>
      {children}
    </div>
  );
}

export interface TextProps extends ComponentProps<'span'> {
  strong?: boolean;
}

function Text({ strong, className, style, children, ...rest }: TextProps) {
  return (
    <span {...rest} className={typographyClass(className)} style={style}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

/**
 * Headings and text in antd Typography's markup (`ant-typography`), styled by antd's Typography
 * styles in the static sheet, for static text. antd's Typography carries ellipsis measurement,
 * copy and edit (with a text area, a tooltip and the form context): about 22 KiB gzip on every
 * page, none of it used by a heading or a paragraph. Use antd's `Typography` where one of those is
 * needed (e.g. `ellipsis` in TeamMemberCard).
 */
export const Typography = { Title, Paragraph, Text };
