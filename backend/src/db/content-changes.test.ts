import {
  Collection,
  Entity,
  ManyToMany,
  MikroORM,
  PrimaryKey,
  Property,
  type FlushEventArgs,
} from '@mikro-orm/postgresql';
import type { Express } from 'express';
import { parse } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createGraphQL } from '../graphql/server.js';
import { createApp } from '../http/app.js';
import { createLogger } from '../logger.js';
import { AdminUser, ensureAdmin } from '../modules/auth/index.js';
import { BusinessType, Contact } from '../modules/contacts/index.js';
import { ENTITIES, PUBLIC_ENTITIES, RESOLVERS } from '../modules/index.js';
import { Certification, Product } from '../modules/products/index.js';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../test/app.js';
import { standInRenderer } from '../test/front-door.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { makeImageAsset, makeProduct } from '../test/factories.js';
import { ContentChanges } from './content-changes.js';
import { ormConfig } from './orm.config.js';
import { createRequestScope } from '../composition/request-scope.js';

/** With an inline loader, as built: its hash is part of every page's policy. */
const TEMPLATE =
  '<html><head><!--app-head--><script type="module">start()</script></head>' +
  '<body><!--app-html--><!--app-state--></body></html>';

/** One app instance as `npm start` wires it: its own ORM, caches and change listener. */
interface Instance {
  app: Express;
  orm: MikroORM;
  /** How many times this instance rendered a page (cache misses). */
  renders: () => number;
  /** The instance's cache generation: moves on with every content change it hears of. */
  generation: () => number;
  close(): Promise<void>;
}

let db: TestDatabase;
let a: Instance;
let b: Instance;

async function startInstance(url: string): Promise<Instance> {
  const logger = createLogger('silent');
  const orm = await MikroORM.init(ormConfig({ clientUrl: url, entities: ENTITIES }));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: url,
    RESPONSE_CACHE_TTL: '600',
  });
  const changes = new ContentChanges(orm, {
    isPublicContent: (name) => PUBLIC_ENTITIES.has(name),
    logger,
  });
  await changes.start();
  const graphql = await createGraphQL(RESOLVERS, logger, undefined, {
    ...config.responseCache,
    generation: () => changes.generation,
  });
  let renders = 0;
  const PRODUCT_NAME = parse('query ($id: ID!) { product(id: $id) { name } }');
  // A stand-in for the built renderer: the product's name through in-process GraphQL, as pages do.
  const source = standInRenderer(
    (url) => url.split('?')[0],
    async ({ url, execute }) => {
      renders++;
      const id = url.split('/').pop();
      const result = await execute({ document: PRODUCT_NAME, variables: { id } });
      // Like a real page, a failed query still renders (an error message) with status 200.
      const data = result.data as { product: { name: string } | null } | null;
      const html = data?.product ? `<h1>${data.product.name}</h1>` : '<p>Error loading product</p>';
      return { html, head: '<title>Product</title>' };
    },
    TEMPLATE,
  );
  const app = createApp({
    config,
    logger,
    orm,
    graphql,
    requestScope: createRequestScope,
    renderer: { source },
    changes,
  });
  return {
    app,
    orm,
    renders: () => renders,
    generation: () => changes.generation,
    async close() {
      await graphql.apollo.stop();
      await changes.close();
      await orm.close(true);
    },
  };
}

/** The product whose page the instances render and cache, and an image of the manager. */
let productId: number;
let imageId: number;

const page = (instance: Instance) =>
  request(instance.app).get(`/products/${productId}`).set('accept', 'text/html').expect(200);

/** Waits (bounded) until `check` passes: a notice between instances takes a moment to arrive. */
async function eventually(check: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'settings' });
  await ensureAdmin(db.orm.em.fork(), TEST_ADMIN);
  const product = await makeProduct(db, {
    name: 'Prairie Starter',
    certifications: [{ type: 'OMRI Listed', documentUrl: '' }],
  });
  productId = product.id;
  imageId = (await makeImageAsset(db, '/images/tote.svg', { name: 'Tote' })).id;
  a = await startInstance(db.url);
  b = await startInstance(db.url);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await db?.drop();
});

describe('cached pages on two instances sharing one database', () => {
  it('serves a page from the cache, with an ETag and 304 for a matching If-None-Match', async () => {
    const first = await page(a);
    const rendered = a.renders();
    const second = await page(a);
    expect(a.renders()).toBe(rendered);
    // The same bytes every time, under a strong validator (http/page-csp.ts).
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    await request(a.app)
      .get(`/products/${productId}`)
      .set('accept', 'text/html')
      .set('if-none-match', second.headers.etag!)
      .expect(304);
  });

  it('answers the same page with the same bytes, validator and policy on both instances', async () => {
    const [here, there] = [await page(a), await page(b)];
    expect(there.text).toBe(here.text);
    expect(there.headers.etag).toBe(here.headers.etag);
    expect(there.headers['content-security-policy']).toBe(here.headers['content-security-policy']);
    expect(here.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+' /);
  });

  it('answers a flood of query strings pages do not read from one cached render', async () => {
    const first = await page(a);
    const rendered = a.renders();
    // Fired together, as tracking tags or a deliberate cache-busting flood would be.
    const busted = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        request(a.app)
          .get(`/products/${productId}?bust=${n}`)
          .set('accept', 'text/html')
          .expect(200),
      ),
    );
    expect(a.renders()).toBe(rendered);
    expect(new Set(busted.map((res) => res.headers.etag))).toEqual(new Set([first.headers.etag]));
  });

  it('shows a content write made on one instance on the next request to the other', async () => {
    const before = await page(a);
    expect(before.text).toContain('<h1>Prairie Starter</h1>');
    const em = b.orm.em.fork();
    const product = await em.findOneOrFail(Product, productId);
    product.name = 'Renamed on instance B';
    await em.flush();

    // Instance B cleared its own caches when the write committed: no waiting.
    expect((await page(b)).text).toContain('<h1>Renamed on instance B</h1>');
    // Instance A hears of it through PostgreSQL's NOTIFY.
    await eventually(async () => {
      expect((await page(a)).text).toContain('<h1>Renamed on instance B</h1>');
    });
    const rest = await request(a.app).get(`/api/products/${productId}`).expect(200);
    expect(rest.body.name).toBe('Renamed on instance B');
  });

  it('clears the caches on an admin change made through the API of the other instance', async () => {
    await page(a);
    const rendered = a.renders();
    const login = await request(b.app)
      .post('/graphql')
      .send({
        query:
          'mutation($input: AdminLoginInput!) { adminLogin(input: $input) { session { token } } }',
        variables: { input: TEST_ADMIN },
      })
      .expect(200);
    const token = login.body.data.adminLogin.session.token as string;
    const update = await request(b.app)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send({
        query:
          'mutation ($id: ID!) { updateImageAsset(id: $id, input: { name: "Tote, renamed", category: PRODUCT }) { imageAsset { name } userErrors { message } } }',
        variables: { id: String(imageId) },
      })
      .expect(200);
    expect(update.body.errors).toBeUndefined();
    expect(update.body.data.updateImageAsset.userErrors).toEqual([]);
    await eventually(async () => {
      await page(a);
      expect(a.renders()).toBeGreaterThan(rendered);
    });
  });

  it('keeps the caches when only private data is written (a subscription)', async () => {
    await page(a);
    const rendered = a.renders();
    await request(b.app)
      .post('/api/subscribe')
      .send({ email: 'cache-test@example.com' })
      .expect(201);
    // Give a (wrong) notice time to arrive before checking that none did.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await page(a);
    expect(a.renders()).toBe(rendered);
  });

  it('counts only the declared public entities as public content', () => {
    for (const name of ['Product', 'Certification', 'Newsletter', 'Testimonial', 'ImageAsset']) {
      expect(PUBLIC_ENTITIES.has(name), name).toBe(true);
    }
    for (const name of ['AdminUser', 'Contact', 'Subscriber', 'CropPlan']) {
      expect(PUBLIC_ENTITIES.has(name), name).toBe(false);
    }
  });

  it('leaves the cache generation alone when a non-public entity is written', async () => {
    const before = { a: a.generation(), b: b.generation() };
    const em = b.orm.em.fork();
    em.create(Contact, {
      name: 'Cache Test',
      email: 'cache-test@example.com',
      phone: '780-555-0100',
      message: 'A private message',
      businessType: BusinessType.OTHER,
    });
    await em.flush();
    const admin = await em.findOneOrFail(AdminUser, { username: TEST_ADMIN.username });
    admin.tokenVersion += 1;
    await em.flush();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect({ a: a.generation(), b: b.generation() }).toEqual(before);

    // The same instances do move on for a public entity (a product's certification).
    const certification = await em.findOneOrFail(Certification, { product: productId });
    certification.type = 'Renamed certification';
    await em.flush();
    expect(b.generation()).toBeGreaterThan(before.b);
    await eventually(async () => {
      expect(a.generation()).toBeGreaterThan(before.a);
    });
  });

  it('never keeps a page whose data failed', async () => {
    const failed = () =>
      request(a.app).get('/products/not-a-number').set('accept', 'text/html').expect(200);
    expect((await failed()).text).toContain('Error loading product');
    const rendered = a.renders();
    await failed();
    expect(a.renders()).toBe(rendered + 1);
  });
});

/*
 * Two entities of this test only, joined many-to-many: the app has no such relation yet, and only
 * a many-to-many collection reaches flush subscribers as a collection update of its own (with no
 * change set of its owner when only the links change).
 */
@Entity({ tableName: 'cache_test_tags' })
class CacheTestTag {
  @PrimaryKey()
  id!: number;

  @Property()
  label!: string;
}

@Entity({ tableName: 'cache_test_pages' })
class CacheTestPage {
  @PrimaryKey()
  id!: number;

  @ManyToMany(() => CacheTestTag)
  tags = new Collection<CacheTestTag>(this);
}

describe('what counts as public content', () => {
  // An ORM per feed: a flush subscriber stays registered on its ORM for good.
  const testOrm = () =>
    MikroORM.init(ormConfig({ clientUrl: db.url, entities: [CacheTestTag, CacheTestPage] }));
  beforeAll(async () => {
    const orm = await testOrm();
    await orm.schema.createSchema();
    await orm.close(true);
  });

  /**
   * Links a second tag to a page: a flush that is only a collection update, owned by the page.
   * Answers whether the change feed moved on (its own NOTIFY included) and how many collection
   * updates the flush had.
   */
  async function relink(publicNames: string[]): Promise<{ cleared: boolean; updates: number }> {
    const orm = await testOrm();
    const em = orm.em.fork();
    const page = em.create(CacheTestPage, {});
    page.tags.add(em.create(CacheTestTag, { label: 'first' }));
    const tag = em.create(CacheTestTag, { label: 'second' });
    await em.flush();
    const changes = new ContentChanges(orm, {
      isPublicContent: (name) => publicNames.includes(name),
      logger: createLogger('silent'),
    });
    let updates = 0;
    const counter = {
      afterFlush: ({ uow }: FlushEventArgs) => {
        updates = uow.getCollectionUpdates().length;
      },
    };
    orm.em.getEventManager().registerSubscriber(counter);
    await changes.start();
    try {
      page.tags.add(tag);
      await em.flush();
      // Time for a notice, if one was (wrongly) sent, to come back.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { cleared: changes.generation > 0, updates };
    } finally {
      await changes.close();
      await orm.close(true);
    }
  }

  it('clears the caches for a collection update whose owner is public content', async () => {
    expect(await relink(['CacheTestPage'])).toEqual({ cleared: true, updates: 1 });
  });

  it('leaves the caches alone for a collection update whose owner is not public', async () => {
    // The tag (the collection's items) being public does not make the page's links public.
    expect(await relink(['CacheTestTag'])).toEqual({ cleared: false, updates: 1 });
  });
});
