import { createServer, type Server } from 'node:http';
import request from 'supertest';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, gql } from '../test/graphql.js';
import { validObject, validValue } from '../test/valid-values.js';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * Schema-driven fuzzing of every input that writes: each GraphQL mutation (read from the running
 * schema's introspection, with its input types) and each REST shim with a body gets inputs with
 * one malformed value at a time: NUL and other control characters, lone surrogates, emoji with
 * variation selectors past the column's length, huge texts, wrong types and nested junk. No
 * answer may be a 5xx or show a stack trace or SQL, and no invalid input may store a row.
 */

/** Values no text field may store. */
const INVALID_TEXTS: Record<string, string> = {
  nul: 'Jane\u0000Doe',
  onlyNul: '\u0000',
  controlBell: 'ring\u0007',
  escape: '\u001b[31mred',
  del: 'x\u007f',
  c1: 'next\u0085line',
  loneHigh: 'a\ud83dz',
  loneLow: '\ude00abc',
  trailingHigh: 'abc\ud83d',
  variationSelectors: 'a\ufe0f'.repeat(100).repeat(51),
  emojiOverflow: '😀'.repeat(5001),
  huge: 'x'.repeat(20_000),
  nulInEmail: 'jane\u0000@example.com',
  surrogateEmail: 'jane\ud800@example.com',
};
/** Unusual but acceptable texts: they may be stored, and must not fail. */
const EDGE_TEXTS: Record<string, string> = {
  dollarPatterns: "$' $& $` $$",
  emoji: '🌾 Canola',
  variationSelector: 'a\ufe0f b',
  sql: "Robert'); drop table contacts;--",
  markup: '<script>alert(1)</script>',
};
/** Values of the wrong kind for a text, list, number or object. */
const WRONG_TYPES: Record<string, unknown> = {
  number: 42,
  bool: true,
  object: { a: { b: [1, { c: '\u0000' }] } },
  array: ['\u0000', ['\ud800'], { x: 1 }],
  nullValue: null,
  deepJunk: JSON.parse('['.repeat(40) + ']'.repeat(40)) as unknown,
};

const FAULT_TEXT =
  /insert into|select .* from|update "|violates|duplicate key|SQLSTATE|syntax error at or near|\.ts:\d+|\.js:\d+|node_modules|stacktrace|\bat \S+ \(/i;

let t: TestApp;
/** The app on one server for the whole file: thousands of requests, each reusing a connection. */
let server: Server;
let token: string;
let cropPlanId: string;
let imageId: string;

function isTextField(type: GraphQLInputType): boolean {
  const named = getNamedType(type);
  return isScalarType(named) && (named.name === 'String' || named.name === 'ID');
}

interface Case {
  target: string;
  label: string;
  /** True when the input is invalid: nothing may be stored. */
  invalid: boolean;
  send(): Promise<{ status: number; text: string }>;
}

/** A mutation, its arguments (from introspection) and the selection that reads its payload. */
interface MutationShape {
  name: string;
  args: { name: string; type: GraphQLInputType }[];
  payloadFields: string;
}

function cases(mutations: MutationShape[]): Case[] {
  const result: Case[] = [];
  for (const mutation of mutations) {
    if (mutation.args.length === 0) {
      // Nothing to fuzz but an argument it does not take (refused before it runs).
      const query = `mutation { ${mutation.name}(junk: "\\u0000\\ud800") { __typename } }`;
      result.push({
        target: `graphql ${mutation.name}`,
        label: 'unknown argument',
        invalid: true,
        send: async () => {
          const res = await request(server)
            .post('/graphql')
            .set('authorization', `Bearer ${token}`)
            .send({ query });
          return { status: res.status, text: res.text };
        },
      });
      continue;
    }
    const argList = mutation.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
    const callArgs = mutation.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const query = `mutation Fuzz(${argList}) { ${mutation.name}(${callArgs}) { ${mutation.payloadFields} } }`;
    // Update and delete mutations target existing rows, so their rules run.
    const existingId = /ImageAsset/.test(mutation.name) ? imageId : cropPlanId;
    const base = Object.fromEntries(
      mutation.args.map((arg) => [
        arg.name,
        arg.name === 'id' ? existingId : validValue(arg.name, arg.type),
      ]),
    );
    const send = (variables: Record<string, unknown>) => async () => {
      const res = await request(server)
        .post('/graphql')
        .set('authorization', `Bearer ${token}`)
        .send({ query, variables });
      return { status: res.status, text: res.text };
    };
    for (const arg of mutation.args) {
      const named = getNamedType(arg.type);
      // Paths to each leaf field: the argument itself, or each field of its input object.
      const paths: { path: string[]; type: GraphQLInputType }[] = isInputObjectType(named)
        ? Object.values(named.getFields()).map((field) => ({
            path: [arg.name, field.name],
            type: field.type,
          }))
        : [{ path: [arg.name], type: arg.type }];
      for (const { path, type } of paths) {
        const values: [string, unknown, boolean][] = [
          ...Object.entries(WRONG_TYPES).map(
            ([k, v]) => [k, v, true] as [string, unknown, boolean],
          ),
        ];
        if (isTextField(type)) {
          for (const [k, v] of Object.entries(INVALID_TEXTS)) {
            values.push([k, isListType(getNullable(type)) ? ['ok', v] : v, true]);
          }
          if (path.length > 1) {
            for (const [k, v] of Object.entries(EDGE_TEXTS)) {
              values.push([k, isListType(getNullable(type)) ? [v] : v, false]);
            }
          }
        }
        for (const [label, value, invalid] of values) {
          // null for an optional field is valid; wrong types of a nullable one are still invalid.
          if (value === null && !isNonNullType(type)) continue;
          // A boolean is the right type of a Boolean field (the contact form's newsletter box).
          if (typeof value === 'boolean' && getNamedType(type).name === 'Boolean') continue;
          const variables = structuredClone(base);
          setPath(variables, path, value);
          result.push({
            target: `graphql ${mutation.name}`,
            label: `${path.join('.')}=${label}`,
            invalid,
            send: send(variables),
          });
        }
      }
      // Unknown fields of every kind, nested.
      if (isInputObjectType(named)) {
        const variables = structuredClone(base);
        setPath(variables, [arg.name, 'junk\u0000'], { nested: ['\ud800'] });
        result.push({
          target: `graphql ${mutation.name}`,
          label: `${arg.name}.unknown`,
          invalid: true,
          send: send(variables),
        });
      }
    }
  }
  return result;
}

function getNullable(type: GraphQLInputType): GraphQLInputType {
  return isNonNullType(type) ? type.ofType : type;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = value;
}

/** The REST shims with a body, each with the input type of the mutation it mirrors. */
const REST_SHIMS = [
  { path: '/api/contact', input: 'ContactInput', multipart: false },
  { path: '/api/subscribe', input: 'SubscribeInput', multipart: false },
  { path: '/api/admin/login', input: 'AdminLoginInput', multipart: false },
  { path: '/api/admin/images', input: 'ImageAssetInput', multipart: true },
] as const;

function restCases(schemaTypes: (name: string) => GraphQLInputObjectType): Case[] {
  const result: Case[] = [];
  for (const shim of REST_SHIMS) {
    const type = schemaTypes(shim.input);
    const base = validObject(type);
    const send = (body: unknown) => async () => {
      const req = request(server).post(shim.path).set('authorization', `Bearer ${token}`);
      if (!shim.multipart) {
        const res = await req.type('json').send(JSON.stringify(body));
        return { status: res.status, text: res.text };
      }
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        void req.field(key, typeof value === 'string' ? value : JSON.stringify(value));
      }
      const res = await req.attach('file', Buffer.from('not an image \u0000'), 'x.png');
      return { status: res.status, text: res.text };
    };
    for (const field of Object.values(type.getFields())) {
      const values: [string, unknown][] = [
        ...Object.entries(WRONG_TYPES),
        ...(isTextField(field.type) ? Object.entries(INVALID_TEXTS) : []),
      ];
      for (const [label, value] of values) {
        if (value === null && !isNonNullType(field.type)) continue;
        result.push({
          target: `REST ${shim.path}`,
          label: `${field.name}=${label}`,
          invalid: true,
          send: send({ ...base, [field.name]: value }),
        });
      }
    }
    for (const [label, body] of Object.entries({ array: [base], string: '"\u0000"', junk: 1 })) {
      result.push({ target: `REST ${shim.path}`, label, invalid: true, send: send(body) });
    }
  }
  return result;
}

/**
 * The rows of the tables an input could write to, as one digest per table (each row's text, in id
 * order) computed by PostgreSQL in one round trip: any row added, changed or removed changes it.
 */
async function tableSnapshot(): Promise<string> {
  const tables = ['contacts', 'subscribers', 'crop_plans', 'image_assets', 'admin_users'];
  const digests = tables.map(
    (table) =>
      `(select md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from "${table}" r) as "${table}"`,
  );
  const [row] = await t.db.orm.em.getConnection().execute(`select ${digests.join(', ')}`);
  return JSON.stringify(row);
}

beforeAll(async () => {
  t = await createTestApp({
    // Generous per-client limits: this test sends hundreds of writes from one address.
    CONTACT_LIMIT: '100000',
    SUBSCRIBE_LIMIT: '100000',
    LOGIN_USERNAME_LIMIT: '100000',
    LOGIN_ADDRESS_LIMIT: '100000',
  });
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  token = await adminToken(t.app);
  const created = await gql(
    t.app,
    `mutation { createCropPlan(input: { cropName: "Canola", field: "NW-12", startDate: "2026-05-01", endDate: "2026-06-30" }) { cropPlan { id } userErrors { message } } }`,
    {},
    token,
  );
  cropPlanId = created.data?.createCropPlan.cropPlan.id as string;
  const images = await t.db.orm.em.getConnection().execute('select id from image_assets limit 1');
  imageId = String(images[0]?.id ?? '1');
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server?.listening ? server.close(resolve) : resolve(undefined)));
  await t?.close();
});

describe('schema-driven input fuzzing', () => {
  it('answers every malformed input of every mutation and REST shim without a fault, stores nothing invalid', async () => {
    const introspection = await request(server)
      .post('/graphql')
      .send({ query: getIntrospectionQuery() });
    const schema = buildClientSchema((introspection.body as { data: IntrospectionQuery }).data);
    const mutationType = schema.getMutationType();
    expect(mutationType).toBeTruthy();
    const mutations: MutationShape[] = Object.values(mutationType!.getFields()).map((field) => {
      const payload = getNamedType(field.type);
      const scalarFields = isObjectType(payload)
        ? Object.values(payload.getFields())
            .filter((f) => isScalarType(getNamedType(f.type)))
            .map((f) => f.name)
        : [];
      return {
        name: field.name,
        args: field.args.map((arg) => ({
          name: arg.name,
          type: arg.type,
        })),
        payloadFields: [...scalarFields, 'userErrors { field message code }'].join(' '),
      };
    });
    const all = [
      ...cases(mutations),
      ...restCases((name) => schema.getType(name) as GraphQLInputObjectType),
    ];
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(mutations.map((m) => m.name))).toEqual(
      new Set(all.filter((c) => c.target.startsWith('graphql')).map((c) => c.target.slice(8))),
    );

    const before = await tableSnapshot();
    const failures: string[] = [];
    for (const c of all.filter((x) => x.invalid)) {
      const { status, text } = await c.send();
      if ((await tableSnapshot()) !== before) {
        failures.push(`${c.target} ${c.label}: stored (${status} ${text.slice(0, 200)})`);
        break;
      }
      if (status >= 500) failures.push(`${c.target} ${c.label}: ${status} ${text.slice(0, 200)}`);
      else if (FAULT_TEXT.test(text))
        failures.push(`${c.target} ${c.label}: leaks ${text.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
    expect(await tableSnapshot()).toBe(before);

    for (const c of all.filter((x) => !x.invalid)) {
      const { status, text } = await c.send();
      if (status >= 500) failures.push(`${c.target} ${c.label}: ${status} ${text.slice(0, 200)}`);
      else if (FAULT_TEXT.test(text))
        failures.push(`${c.target} ${c.label}: leaks ${text.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
