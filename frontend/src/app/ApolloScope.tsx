import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { browserApolloClient } from './apolloClient';

/**
 * Apollo Client for the admin area, which uses Apollo's hooks throughout. A lazy module
 * (routes/adminRoutes.tsx), so public pages never load it. A client provided around it already
 * (tests, stories) is kept.
 */
export default function ApolloScope({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return children;
  return <ApolloProvider client={browserApolloClient()}>{children}</ApolloProvider>;
}
