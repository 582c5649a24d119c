import { ApolloLink, type ApolloClient } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { isUnauthenticated } from './adminErrors';

/** Context key: the operation handles its own refusal (the gate's session check, sign-out). */
const OWN_REFUSAL = 'adminHandlesRefusal';

/** Per-operation Apollo context of an operation that handles UNAUTHENTICATED itself. */
export const ownRefusalContext = { [OWN_REFUSAL]: true } as const;

/**
 * The admin area's part of the page's Apollo link chain, as Twenty's `apollo.factory.ts` does it,
 * less the auth link: the session is an HttpOnly cookie the browser sends with every same-origin
 * request, which no script reads or sets. An error link reports a refused session
 * (`UNAUTHENTICATED`, or HTTP 401) to `onUnauthenticated`, so screens watch for no refusal of
 * their own.
 */
export function createAdminLink(onUnauthenticated: () => void): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (!operation.getContext()[OWN_REFUSAL] && isUnauthenticated(error)) onUnauthenticated();
  });
}

/**
 * Puts the admin link in front of `client`'s link; the returned function takes it out again (the
 * admin area unmounted: a public page's refusal ends no session).
 */
export function installAdminLink(client: ApolloClient, onUnauthenticated: () => void): () => void {
  const base = client.link;
  client.setLink(ApolloLink.from([createAdminLink(onUnauthenticated), base]));
  return () => client.setLink(base);
}
