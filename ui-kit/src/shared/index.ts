export { AppLink, LinkProvider, PlainLink } from './link';
export type { AppLinkProps, LinkComponent, LinkComponentProps, LinkProviderProps } from './link';
export { Heading } from './Heading';
export type { HeadingLevel, HeadingProps } from './Heading';
export { FallbackImage } from './FallbackImage';
export type { FallbackImageProps } from './FallbackImage';
export { LinkButton } from './LinkButton';
export type { LinkButtonProps } from './LinkButton';
export { PLACEHOLDER_IMAGE, TOTE_IMAGE } from './placeholders';
