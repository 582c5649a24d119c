import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { BrandProvider } from 'ui-kit';
import { HeadProvider, type HeadManager } from './meta';
import { StatusReporterContext, type StatusReporter } from './render-context';
import { RouterLink } from './RouterLink';

export interface AppProvidersProps {
  client: ApolloClient;
  /** Site URL for canonical links; on the server also the collector of the page's head tags. */
  head: HeadManager;
  /** Server rendering only: receives the page's HTTP status. */
  reportStatus?: StatusReporter;
  children: ReactNode;
}

/** Everything a page needs around it: data, head tags, theme, toasts and router-aware links. */
export function AppProviders({ client, head, reportStatus, children }: AppProvidersProps) {
  const tree = (
    <ApolloProvider client={client}>
      <HeadProvider manager={head}>
        <BrandProvider linkComponent={RouterLink}>{children}</BrandProvider>
      </HeadProvider>
    </ApolloProvider>
  );
  return reportStatus ? (
    <StatusReporterContext.Provider value={reportStatus}>{tree}</StatusReporterContext.Provider>
  ) : (
    tree
  );
}
