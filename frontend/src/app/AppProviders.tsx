import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { BrandProvider, LinkProvider, ToastProvider } from 'ui-kit';
import { RouterLink } from './RouterLink';

export interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Everything a page needs around it: data, theme, toasts and router-aware links. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <BrandProvider>
        <ToastProvider>
          <LinkProvider component={RouterLink}>{children}</LinkProvider>
        </ToastProvider>
      </BrandProvider>
    </ApolloProvider>
  );
}
