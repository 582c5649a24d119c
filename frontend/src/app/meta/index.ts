export { PageMeta, HeadProvider, applyHeadTags, useSiteUrl } from './PageMeta';
export type { HeadManager } from './PageMeta';
export { buildHeadTags, renderHeadTags, fullTitle, sharingJpeg, SITE_NAME } from './headTags';
export type { AlternateLink, HeadTag, PageMetaInput, SharingImage } from './headTags';
