import type { Request } from 'express';
import { parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '../common/rate-limits.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { LoginThrottle, TokenService } from '../modules/auth/index.js';
import {
  createBoss,
  dispatchSettings,
  LedgerMailQueue,
  mailLinkSecret,
} from '../modules/mail/index.js';
import { ImageStorage, LocalDriver } from '../modules/media/index.js';
import { subscriberLinks } from '../modules/subscribers/index.js';
import { RESOLVERS } from '../modules/index.js';
import { createRequestScope } from '../composition/request-scope.js';
import { createContext } from '../http/graphql-context.js';
import { TEST_JWT_SECRET } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { makeProduct } from '../test/factories.js';
import { createGraphQL, type GraphQLService } from './server.js';

let db: TestDatabase;
let productId: string;
let graphql: GraphQLService;
let context: () => ReturnType<ReturnType<typeof createContext>>;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'settings' });
  const product = await makeProduct(db, {
    certifications: [{ type: 'OMRI Listed', documentUrl: '' }],
  });
  productId = String(product.id);
  graphql = await createGraphQL(RESOLVERS, createLogger('silent'));
  const tokens = new TokenService({ jwtSecret: TEST_JWT_SECRET, jwtExpiresIn: '1h' } as never);
  const limits = RateLimits.memory(loadConfig({ JWT_SECRET: TEST_JWT_SECRET }).rateLimits);
  const make = createContext(
    db.orm,
    {
      auth: { tokens, throttle: new LoginThrottle(limits) },
      imageStorage: new ImageStorage(new LocalDriver('/nonexistent-uploads')),
      limits,
      mail: new LedgerMailQueue(
        createBoss(db.url, createLogger('silent')),
        dispatchSettings({
          publicUrl: 'http://localhost:4000',
          jwtSecret: TEST_JWT_SECRET,
          mailFrom: 'newsletter@example.com',
        }),
      ),
      subscriberLinks: subscriberLinks({
        publicUrl: 'http://localhost:4000',
        linkSecret: mailLinkSecret(TEST_JWT_SECRET),
      }),
      forecasts: null,
    },
    createRequestScope,
  );
  const req = { headers: {}, ip: '127.0.0.1', socket: {} } as unknown as Request;
  context = () => make({ req });
});

afterAll(async () => {
  await graphql.apollo.stop();
  await db.drop();
});

// In print's own layout, so the error locations Apollo reports for the printed text match.
const PRODUCT = parse(
  print(
    parse(
      'query Product($id: ID!) { product(id: $id) { id name category certifications { type } } }',
    ),
  ),
);

describe('the in-process executor of server-rendered pages', () => {
  it('answers a document exactly as POST /graphql does, without its text', async () => {
    const execute = graphql.executor(context);
    const direct = await execute({ document: PRODUCT, variables: { id: productId } });
    const viaApollo = await graphql.apollo.executeOperation(
      { query: print(PRODUCT), variables: { id: productId } },
      { contextValue: await context() },
    );
    expect(viaApollo.body.kind).toBe('single');
    if (viaApollo.body.kind !== 'single') return;
    expect(direct).toEqual(JSON.parse(JSON.stringify(viaApollo.body.singleResult)));
    expect(direct.data).toMatchObject({
      product: { id: productId, certifications: [{ type: 'OMRI Listed' }] },
    });
  });

  it('gives domain errors their code, as /graphql does', async () => {
    const execute = graphql.executor(context);
    const missing = await execute({ document: PRODUCT, variables: { id: '99999' } });
    const viaApollo = await graphql.apollo.executeOperation(
      { query: print(PRODUCT), variables: { id: '99999' } },
      { contextValue: await context() },
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    if (viaApollo.body.kind !== 'single') throw new Error('single result expected');
    expect(missing).toEqual(JSON.parse(JSON.stringify(viaApollo.body.singleResult)));
  });

  it('refuses a document the schema does not validate, and a variable of the wrong kind', async () => {
    const execute = graphql.executor(context);
    const invalid = await execute({ document: parse('{ product { nope } }'), variables: {} });
    expect(invalid.data).toBeUndefined();
    expect(invalid.errors?.map((error) => error.extensions?.code)).toEqual(
      expect.arrayContaining(['GRAPHQL_VALIDATION_FAILED']),
    );
    const wrong = await execute({ document: PRODUCT, variables: { id: { not: 'an id' } } });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
