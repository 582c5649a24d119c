export { PageMeta, HeadProvider, applyHeadTags, useSiteUrl } from './PageMeta';
export type { HeadManager } from './PageMeta';
export { buildHeadTags, renderHeadTags, fullTitle, SITE_NAME } from './headTags';
export type { HeadTag, PageMetaInput } from './headTags';
