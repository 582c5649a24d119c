import { ApolloLink, type ApolloClient } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isUnauthenticated } from './adminErrors';
import { readAdminToken } from './adminToken';

/** Context key: the admin link put the stored token on this operation. */
const SENT_BY_LINK = 'adminLinkToken';

/**
 * The admin area's part of the page's Apollo link chain, as Twenty's `apollo.factory.ts` does it:
 * an auth link puts the stored bearer token on every operation (an explicit `authorization` in an
 * operation's context wins, for the sign-out of a given token), and an error link reports the
 * refusal of that token (`UNAUTHENTICATED`, or HTTP 401) to `onUnauthenticated`. Screens pass no
 * context and watch for no refusal of their own.
 */
export function createAdminLink(onUnauthenticated: () => void): ApolloLink {
  const auth = new SetContextLink((previous) => {
    const headers = (previous.headers ?? {}) as Record<string, string>;
    const token = readAdminToken();
    if (headers.authorization || !token) return {};
    return { headers: { ...headers, authorization: `Bearer ${token}` }, [SENT_BY_LINK]: true };
  });
  // An operation that brought its own token (the gate's check of a stored one, the sign-out of a
  // given one) handles its refusal itself.
  const refused = new ErrorLink(({ error, operation }) => {
    if (operation.getContext()[SENT_BY_LINK] && isUnauthenticated(error)) onUnauthenticated();
  });
  return ApolloLink.from([refused, auth]);
}

/**
 * Puts the admin link in front of `client`'s link; the returned function takes it out again (the
 * admin area unmounted: public pages in this tab send no token).
 */
export function installAdminLink(client: ApolloClient, onUnauthenticated: () => void): () => void {
  const base = client.link;
  client.setLink(ApolloLink.from([createAdminLink(onUnauthenticated), base]));
  return () => client.setLink(base);
}
