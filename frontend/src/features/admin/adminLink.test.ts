import { ApolloClient, ApolloLink, execute, gql, InMemoryCache } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminLink, installAdminLink } from './adminLink';
import { ADMIN_TOKEN_KEY } from './adminToken';

const QUERY = gql`
  query AdminProbe {
    currentAdmin {
      username
    }
  }
`;

/** The server: answers `result`, and records the headers each operation arrived with. */
function server(result: ApolloLink.Result) {
  const seen: (Record<string, string> | undefined)[] = [];
  const link = new ApolloLink((operation) => {
    seen.push(operation.getContext().headers as Record<string, string> | undefined);
    return of(result);
  });
  return { link, seen };
}

const refused: ApolloLink.Result = {
  data: null,
  errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }],
};

function run(link: ApolloLink, context: Record<string, unknown> = {}) {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return firstValueFrom(execute(link, { query: QUERY, context }, { client })).catch(
    (error: unknown) => error,
  );
}

afterEach(() => localStorage.clear());

describe('the admin link', () => {
  it('puts the stored token on every operation', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored.token');
    const { link, seen } = server({ data: { currentAdmin: { username: 'admin' } } });
    await run(ApolloLink.from([createAdminLink(vi.fn()), link]));
    expect(seen[0]?.authorization).toBe('Bearer stored.token');
  });

  it('ends the session when the server refuses the stored token', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored.token');
    const ended = vi.fn();
    const { link } = server(refused);
    await run(ApolloLink.from([createAdminLink(ended), link]));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('leaves an operation with its own token, and its refusal, to the caller', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored.token');
    const ended = vi.fn();
    const { link, seen } = server(refused);
    await run(ApolloLink.from([createAdminLink(ended), link]), {
      headers: { authorization: 'Bearer given.token' },
    });
    expect(seen[0]?.authorization).toBe('Bearer given.token');
    expect(ended).not.toHaveBeenCalled();
  });

  it('sends no token when none is stored, and is taken out again when the admin closes', async () => {
    const { link, seen } = server({ data: { currentAdmin: null } });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const remove = installAdminLink(client, vi.fn());
    expect(client.link).not.toBe(link);
    await client.query({ query: QUERY });
    expect(seen[0]?.authorization).toBeUndefined();
    remove();
    expect(client.link).toBe(link);
  });
});
