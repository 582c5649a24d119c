import type { ReactNode } from 'react';
import { BrandProvider } from 'ui-kit';
import { HeadProvider, type HeadManager } from './meta';
import { PageDataContext, type PageDataSource } from './page-data';
import { RenderedOnContext, StatusReporterContext, type StatusReporter } from './render-context';
import { RouterLink } from './RouterLink';

export interface AppProvidersProps {
  /** Where public pages get their data (app/page-data); the admin area adds Apollo's provider. */
  pageData: PageDataSource;
  /** Site URL for canonical links; on the server also the collector of the page's head tags. */
  head: HeadManager;
  /** Server rendering only: receives the page's HTTP status. */
  reportStatus?: StatusReporter;
  /** The day the server rendered the page on (AppState's `renderedOn`), if a server did. */
  renderedOn?: string;
  children: ReactNode;
}

/** Everything a page needs around it: data, head tags, theme, toasts and router-aware links. */
export function AppProviders({
  pageData,
  head,
  reportStatus,
  renderedOn,
  children,
}: AppProvidersProps) {
  const tree = (
    <PageDataContext.Provider value={pageData}>
      <HeadProvider manager={head}>
        <RenderedOnContext.Provider value={renderedOn ?? null}>
          <BrandProvider linkComponent={RouterLink}>{children}</BrandProvider>
        </RenderedOnContext.Provider>
      </HeadProvider>
    </PageDataContext.Provider>
  );
  return reportStatus ? (
    <StatusReporterContext.Provider value={reportStatus}>{tree}</StatusReporterContext.Provider>
  ) : (
    tree
  );
}
