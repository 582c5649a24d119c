import type { ReactNode } from 'react';
import { Typography } from './Typography';

/** Heading level of a card title, configurable because the same card sits under h1 or h2. */
export type HeadingLevel = 2 | 3 | 4 | 5;

export interface HeadingProps {
  level: HeadingLevel;
  children: ReactNode;
  className?: string;
  id?: string;
}

export function Heading({ level, children, className, id }: HeadingProps) {
  return (
    <Typography.Title level={level} className={className} id={id}>
      {children}
    </Typography.Title>
  );
}
