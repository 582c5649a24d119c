import type { ReactNode } from 'react';
import { BrandProvider } from 'ui-kit';
import { HeadProvider, type HeadManager } from './meta';
import { PageDataContext, type PageDataSource } from './page-data';
import { StatusReporterContext, type StatusReporter } from './render-context';
import { RouterLink } from './RouterLink';

export interface AppProvidersProps {
  /** Where public pages get their data (app/page-data); the admin area adds Apollo's provider. */
  pageData: PageDataSource;
  /** Site URL for canonical links; on the server also the collector of the page's head tags. */
  head: HeadManager;
  /** Server rendering only: receives the page's HTTP status. */
  reportStatus?: StatusReporter;
  children: ReactNode;
}

/** Everything a page needs around it: data, head tags, theme, toasts and router-aware links. */
export function AppProviders({ pageData, head, reportStatus, children }: AppProvidersProps) {
  const tree = (
    <PageDataContext.Provider value={pageData}>
      <HeadProvider manager={head}>
        <BrandProvider linkComponent={RouterLink}>{children}</BrandProvider>
      </HeadProvider>
    </PageDataContext.Provider>
  );
  return reportStatus ? (
    <StatusReporterContext.Provider value={reportStatus}>{tree}</StatusReporterContext.Provider>
  ) : (
    tree
  );
}
