import { ApolloClient, ApolloLink, execute, gql, InMemoryCache } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createAdminLink, installAdminLink, ownRefusalContext } from './adminLink';

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

describe('the admin link', () => {
  it('sends no token: the session is the browser’s HttpOnly cookie', async () => {
    const { link, seen } = server({ data: { currentAdmin: { username: 'admin' } } });
    await run(ApolloLink.from([createAdminLink(vi.fn()), link]));
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it('ends the session when the server refuses it', async () => {
    const ended = vi.fn();
    const { link } = server(refused);
    await run(ApolloLink.from([createAdminLink(ended), link]));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('leaves the refusal of an operation that handles its own to the caller', async () => {
    const ended = vi.fn();
    const { link } = server(refused);
    await run(ApolloLink.from([createAdminLink(ended), link]), ownRefusalContext);
    expect(ended).not.toHaveBeenCalled();
  });

  it('is taken out again when the admin closes', async () => {
    const { link } = server({ data: { currentAdmin: null } });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const remove = installAdminLink(client, vi.fn());
    expect(client.link).not.toBe(link);
    remove();
    expect(client.link).toBe(link);
  });
});
