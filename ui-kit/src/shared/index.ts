export { AppLink, LinkProvider, PlainLink } from './link';
export type { AppLinkProps, LinkComponent, LinkComponentProps, LinkProviderProps } from './link';
export { Heading } from './Heading';
export type { HeadingLevel, HeadingProps } from './Heading';
export { LinkButton } from './LinkButton';
export type { LinkButtonProps } from './LinkButton';
export { PLACEHOLDER_IMAGE, TOTE_IMAGE } from './placeholders';
export { FormSubmitError, fieldErrorEntries } from './formErrors';
export { useHideOnScroll, useMediaQuery } from './hooks';
