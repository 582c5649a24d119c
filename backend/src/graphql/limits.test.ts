import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kind,
  parse,
  print,
  visit,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GRAPHQL_LIMITS, loadConfig, REPO_ROOT, type GraphQLLimits } from '../config.js';
import { RESOLVERS } from '../modules/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { makeProduct } from '../test/factories.js';
import { limitViolations } from './limits.js';
import { createSchema } from './schema.js';

const FRONTEND_SRC = join(REPO_ROOT, 'frontend', 'src');
const GUIDE = join(REPO_ROOT, 'docs', 'api.md');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/**
 * Every operation of the site (frontend/src/**\/*.graphql), each with the fragments it spreads,
 * as the browser sends it to POST /graphql.
 */
function siteOperations(): { name: string; source: string }[] {
  const definitions = graphqlFiles(FRONTEND_SRC).flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions,
  );
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const spreads = (node: OperationDefinitionNode | FragmentDefinitionNode, seen: Set<string>) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (seen.has(name)) return;
        seen.add(name);
        spreads(fragments.get(name)!, seen);
      },
    });
    return seen;
  };
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({
      name: operation.name?.value ?? '(anonymous)',
      source: [operation, ...[...spreads(operation, new Set())].map((n) => fragments.get(n)!)]
        .map((definition) => print(definition))
        .join('\n'),
    }));
}

/** The example queries of docs/api.md (its fenced `graphql` blocks), as written. */
function guideExamples(): string[] {
  const markdown = readFileSync(GUIDE, 'utf8');
  return [...markdown.matchAll(/^```graphql[ \t]*\r?\n([\s\S]*?)^```[ \t]*$/gm)].map(([, q]) => q);
}

describe('the default GraphQL limits', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await createSchema(RESOLVERS);
  });

  const operations = siteOperations();
  it('cover the site: frontend operations were found', () => {
    expect(operations.length).toBeGreaterThan(15);
  });

  it.each(operations)('pass the site operation $name', ({ source }) => {
    expect(limitViolations(schema, source, DEFAULT_GRAPHQL_LIMITS)).toEqual([]);
  });

  it.each(operations)('pass the site operation $name with pages of 100 rows', ({ source }) => {
    // The cost model counts a literal `first` only: give each page its largest size. (The
    // variable is then unused, which validation reports; only the limits matter here.)
    const largest = source.replace(/\bfirst: \$\w+/g, 'first: 100');
    const refused = limitViolations(schema, largest, DEFAULT_GRAPHQL_LIMITS).filter((message) =>
      message.startsWith('Query refused'),
    );
    expect(refused).toEqual([]);
  });

  const examples = guideExamples();
  it('cover docs/api.md: its examples were found', () => {
    expect(examples.length).toBeGreaterThan(3);
  });

  it.each(examples)('pass the docs/api.md example %s', (source) => {
    expect(limitViolations(schema, source, DEFAULT_GRAPHQL_LIMITS)).toEqual([]);
  });

  it('are the defaults of the configuration', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).graphqlLimits).toEqual(
      DEFAULT_GRAPHQL_LIMITS,
    );
  });

  it('read each GRAPHQL_MAX_* setting', () => {
    const limits: GraphQLLimits = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'x'.repeat(32),
      GRAPHQL_MAX_ALIASES: '3',
      GRAPHQL_MAX_DEPTH: '4',
      GRAPHQL_MAX_TOKENS: '100',
      GRAPHQL_MAX_COST: '200',
      GRAPHQL_MAX_DIRECTIVES: '5',
    }).graphqlLimits;
    expect(limits).toEqual({
      maxAliases: 3,
      maxDepth: 4,
      maxTokens: 100,
      maxCost: 200,
      maxDirectives: 5,
    });
    expect(() =>
      loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), GRAPHQL_MAX_DEPTH: 'deep' }),
    ).toThrow(/GRAPHQL_MAX_DEPTH must be a whole number/);
  });
});

/** `{ a0: products { id } a1: products { id } … }` */
const aliasesOfProducts = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: products { id name slug }`).join(' ')} }`;

describe('POST /graphql under the limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: 'settings' });
    await makeProduct(t.db, { name: 'Prairie Starter' });
  });
  afterAll(() => t.close());

  it('refuses 500 aliases of products before running any of them, with a clear message', async () => {
    const res = await request(t.app)
      .post('/graphql')
      .send({ query: aliasesOfProducts(500) });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    // The cost limit objects too: each refusal is named.
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          message: 'Query refused: Aliases limit of 15 exceeded, found 500.',
          extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
        }),
      ]),
    );
    // Small: the refusal, not 500 lists of products.
    expect(res.text.length).toBeLessThan(2000);
  });

  it('answers a few aliases as before', async () => {
    const res = await request(t.app)
      .post('/graphql')
      .send({ query: aliasesOfProducts(3) });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.a2).toEqual([
      { id: expect.any(String), name: 'Prairie Starter', slug: 'prairie-starter' },
    ]);
    expect(res.body.data.a0).toEqual(res.body.data.a2);
  });

  it('refuses a document nested deeper than GRAPHQL_MAX_DEPTH', async () => {
    // __type (unlike __schema, the explorer's introspection) is counted: 10 levels.
    const ofTypes = 'ofType { '.repeat(6) + 'name' + ' }'.repeat(6);
    const res = await request(t.app)
      .post('/graphql')
      .send({ query: `{ __type(name: "Query") { fields { type { ${ofTypes} } } } }` });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: 'Query refused: Query depth limit of 8 exceeded, found 10.',
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
  });

  it('refuses a document of more than GRAPHQL_MAX_TOKENS tokens while parsing it', async () => {
    // One field asked for again and again: no alias, shallow; only long.
    const fields = Array.from({ length: 6000 }, () => 'id').join(' ');
    const res = await request(t.app)
      .post('/graphql')
      .send({ query: `{ products { ${fields} } }` });
    expect(res.status).toBe(400);
    // graphql-js's wording, "more that", as it is.
    expect(res.body.errors[0].message).toMatch(
      /^Syntax Error: Document contains more that 5000 tokens/,
    );
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses a document whose estimated cost is above GRAPHQL_MAX_COST', async () => {
    // 15 aliases (allowed) of a full page of newsletters with their images: each costs ~10,000.
    const page =
      'newsletters(first: 100) { totalCount edges { cursor node { id title date summary ' +
      'image { url width height variants { url format width } } } } pageInfo { endCursor } }';
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `n${i}: ${page}`).join(' ')} }`;
    const res = await request(t.app).post('/graphql').send({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(
      /^Query refused: Query Cost limit of 20000 exceeded, found \d+\.$/,
    );
  });

  it('keeps field suggestions outside production (they help a developer)', async () => {
    const res = await request(t.app).post('/graphql').send({ query: '{ produts { id } }' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/Did you mean/);
  });
});

describe('POST /graphql in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' }, { seed: 'settings' });
  });
  afterAll(() => t.close());

  it('hides field suggestions, which would reveal the schema', async () => {
    const res = await request(t.app).post('/graphql').send({ query: '{ produts { id } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(res.body.errors)).not.toMatch(/Did you mean/);
  });
});
