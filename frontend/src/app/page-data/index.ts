export { PageDataContext, loadBrowserClient } from './context';
export type { PageDataSource, PageQueryOptions, PageQueryResult } from './context';
export { pageDataKey } from './key';
export { PageDataStore, type PageDataSnapshot } from './store';
export { usePageMutation, type PageMutationState } from './usePageMutation';
export { usePageQuery } from './usePageQuery';
export { usePageRefetch } from './usePageRefetch';
