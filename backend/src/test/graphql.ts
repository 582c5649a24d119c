import request from 'supertest';
import type { Express } from 'express';
import { TEST_ADMIN } from './app.js';

export interface GraphQLBody<T = Record<string, unknown>> {
  data?: T | null;
  errors?: {
    message: string;
    path?: string[];
    extensions?: { code?: string; fields?: Record<string, string>; stacktrace?: unknown };
  }[];
}

/** The app (supertest) or a running server's origin (`http://127.0.0.1:port`). */
type Target = Express | string;

/** POSTs one GraphQL operation to the real app; optional bearer token. */
export async function gql<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  app: Target,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLBody<T>> {
  const req = request(app).post('/graphql').send({ query, variables });
  if (token) req.set('authorization', `Bearer ${token}`);
  const res = await req;
  return res.body as GraphQLBody<T>;
}

/** Signs in over REST with the test admin account and returns the token. */
export async function adminToken(app: Target): Promise<string> {
  const res = await request(app).post('/api/admin/login').send(TEST_ADMIN).expect(200);
  return res.body.token as string;
}
