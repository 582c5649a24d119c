import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import request from 'supertest';
import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REQUIRED_PERMISSION } from '../../http/require-admin.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { validValue } from '../../test/valid-values.js';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword } from './password.js';
import { can, PERMISSIONS, USER_ROLES, type Permission, type UserRole } from './roles.js';
import { TokenService } from './token.service.js';

/**
 * Issue 25, part 2: every admin GraphQL field and every admin REST call is checked on the server
 * for every role. The fields and routes are found, not listed: the fields by their
 * `@Authorized` metadata, the routes by requireAdmin's mark, so a new admin operation is walked
 * as soon as it exists. Each is sent as an owner, an editor, a support account and with no token:
 * a role without the permission gets FORBIDDEN (403), no token UNAUTHENTICATED (401), and a role
 * with it gets through the check (whatever the arguments then make of it).
 */

/** Root fields anyone may use, signed in or not. A root field in neither list fails the test. */
const PUBLIC_FIELDS = new Set([
  // Queries of the public site (spec sections 2 and 7).
  'products',
  'product',
  'productBySlug',
  'newsletters',
  'newsletter',
  'testimonials',
  'teamMembers',
  'company',
  'videos',
  'videoCategories',
  'certificationCards',
  'documents',
  'technologies',
  'technology',
  'recentNewsletters',
  'subscriberPreferences',
  'productCategories',
  'productCertifications',
  // The Spray Condition App (issue 39): rated hours, a typed-in reading, the products to choose.
  'sprayForecast',
  'manualSprayRating',
  'foliarProducts',
  // The farm tools' product list and calculations (issue 38).
  'fertilizerCatalogue',
  'fertilizerCrops',
  'fertilizerTargets',
  'fertilizerPlan',
  'seedRowCheck',
  // The images the site shows, and their categories.
  'imageAssets',
  'imageCategories',
  // A subscriber's own pages (a signed link stands for them).
  'newsletterConsentWording',
  'waitlistConsentWording',
  'newsletterSubscription',
  'resubscribe',
  'updateSubscriptionPreferences',
  // Mutations of visitors.
  'adminLogin',
  'adminLoginTwoFactor',
  'submitContact',
  'subscribe',
  'joinWaitlist',
  'confirmSubscription',
  'unsubscribe',
  'updateSubscriberPreferences',
  // Staff without a session: an e-mailed link (its token) or an address stands for them.
  'requestPasswordReset',
  'resetPasswordWithLink',
  'acceptStaffInvitation',
]);

/** The permission each admin root field needs (null: any signed-in role), from @Authorized. */
function authorizedRootFields(): Map<string, Permission | null> {
  const storage = getMetadataStorage();
  const fields = new Map<string, Permission | null>();
  const served = new Set(
    [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
      Object.keys(type.getFields()),
    ),
  );
  for (const resolver of [...storage.queries, ...storage.mutations]) {
    // The metadata is global: a test's own content type (records/fixture-content-type.test.ts,
    // in the same worker) is declared there too but is not part of the schema the app serves.
    if (!served.has(resolver.schemaName)) continue;
    const onField = storage.authorizedFields.find(
      (auth) => auth.target === resolver.target && auth.fieldName === resolver.methodName,
    );
    const onClass = storage.authorizedResolver.find((auth) => auth.target === resolver.target);
    const roles = (onField ?? onClass)?.roles as Permission[] | undefined;
    if (!roles) continue;
    expect(roles.length, `${resolver.schemaName} needs at most one permission`).toBeLessThan(2);
    if (roles[0]) expect(PERMISSIONS, `${resolver.schemaName}'s permission`).toContain(roles[0]);
    fields.set(resolver.schemaName, roles[0] ?? null);
  }
  return fields;
}

/** One operation calling `field` with valid arguments, as variables. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind} RoleWalk${declarations ? `(${declarations})` : ''} { ${field.name}${
      args ? `(${args})` : ''
    }${selection} }`,
    variables: Object.fromEntries(
      required.map((arg) => [arg.name, validValue(arg.name, arg.type)]),
    ),
  };
}

/** The code of the field's refusal, if the answer refused it. */
function refusal(errors: { extensions?: { code?: string } }[] | undefined): string | undefined {
  const code = errors?.[0]?.extensions?.code;
  return code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' ? code : undefined;
}

let t: TestApp;
let schema: GraphQLSchema;
const tokens = new Map<UserRole, string>();

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  const em = t.db.orm.em.fork();
  for (const role of ['editor', 'support'] as const) {
    em.create(AdminUser, {
      username: `${role}-walk`,
      passwordHash: await hashPassword('an invented password'),
      role,
    });
  }
  await em.flush();
  const introspection = await gql<IntrospectionQuery>(t.app, getIntrospectionQuery());
  schema = buildClientSchema(introspection.data!);
}, 60_000);
afterAll(() => t?.close());

// A walk signs each account out (adminLogout, POST /api/admin/logout): every test starts with
// live tokens.
async function freshTokens() {
  tokens.set('owner', await adminToken(t.app));
  const issuer = new TokenService(t.config);
  const em = t.db.orm.em.fork();
  for (const role of ['editor', 'support'] as const) {
    const account = await em.findOneOrFail(AdminUser, { username: `${role}-walk` });
    tokens.set(role, issuer.issue(account, account.tokenVersion).token);
  }
}
beforeEach(freshTokens);

describe('roles', () => {
  it('lists every root field as public or as needing a signed-in role', () => {
    const authorized = authorizedRootFields();
    const roots = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
      Object.keys(type.getFields()),
    );
    const unlisted = roots.filter((name) => !authorized.has(name) && !PUBLIC_FIELDS.has(name));
    expect(unlisted).toEqual([]);
    // The walk below is not vacuous: the admin has dozens of operations.
    expect(authorized.size).toBeGreaterThan(60);
  });

  it('asks the permission the issue gives each kind of work', () => {
    // The walk below checks that the server enforces what the fields declare; this checks what
    // they declare, for one operation of each kind of work.
    const authorized = authorizedRootFields();
    expect(
      Object.fromEntries(
        [
          'updateNewsletter',
          'publishNewsletter',
          'updateImageAsset',
          'sendNewsletter',
          'contacts',
          'updateContactTriage',
          'subscribers',
          'updateCompanySettings',
          'auditEvents',
          'outboxMessages',
          'erasePersonalData',
          'dashboardCounts',
          'changeAdminPassword',
        ].map((name) => [name, authorized.get(name)]),
      ),
    ).toEqual({
      updateNewsletter: 'content',
      publishNewsletter: 'content',
      updateImageAsset: 'content',
      sendNewsletter: 'content',
      contacts: 'messages',
      updateContactTriage: 'messages',
      subscribers: 'messages',
      updateCompanySettings: 'administration',
      auditEvents: 'administration',
      outboxMessages: 'administration',
      erasePersonalData: 'administration',
      dashboardCounts: null,
      changeAdminPassword: null,
    });
  });

  it('answers every admin GraphQL field FORBIDDEN to a role without its permission, UNAUTHENTICATED without a token', async () => {
    const authorized = authorizedRootFields();
    const problems: string[] = [];
    // Signing out revokes the account's token: walked last.
    const signsOut = (name: string) => ['adminLogout', 'signOutEverywhere'].includes(name);
    const walk = [...authorized].sort(([a], [b]) => Number(signsOut(a)) - Number(signsOut(b)));
    for (const [name, permission] of walk) {
      const kind = schema.getQueryType()!.getFields()[name] ? 'query' : 'mutation';
      const field = (
        kind === 'query' ? schema.getQueryType() : schema.getMutationType()
      )!.getFields()[name];
      const { query, variables } = operationFor(kind, field);
      const anonymous = await gql(t.app, query, variables);
      if (refusal(anonymous.errors) !== 'UNAUTHENTICATED') {
        problems.push(
          `${name} without a token: ${JSON.stringify(anonymous.errors ?? anonymous.data)}`,
        );
      }
      // Each sign-out walks with live tokens (the one before revoked them).
      if (signsOut(name)) await freshTokens();
      for (const role of USER_ROLES) {
        const answer = await gql(t.app, query, variables, tokens.get(role));
        const expected = permission && !can(role, permission) ? 'FORBIDDEN' : undefined;
        const got = refusal(answer.errors);
        if (got !== expected) {
          problems.push(
            `${name} as ${role}: ${got ?? 'allowed'}, expected ${expected ?? 'allowed'}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers every admin REST call 403 to a role without its permission, 401 without a token', async () => {
    const routes = adminRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const problems: string[] = [];
    // Signing out revokes the account's token: walked last.
    routes.sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    for (const { method, path, permission } of routes) {
      const url = `/api${path.replace(/:[A-Za-z]+/g, '999999')}`;
      const send = (token?: string) => {
        const req = request(t.app)[method](url);
        if (token) req.set('authorization', `Bearer ${token}`);
        return req;
      };
      const anonymous = await send();
      if (anonymous.status !== 401)
        problems.push(`${method} ${url} without a token: ${anonymous.status}`);
      for (const role of USER_ROLES) {
        const res = await send(tokens.get(role));
        const refused = permission && !can(role, permission);
        if (refused ? res.status !== 403 : res.status === 401 || res.status === 403) {
          problems.push(`${method} ${url} as ${role}: ${res.status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('tells each account its role and permissions, and shows an editor no messages in the recent activity', async () => {
    const me = `{ currentAdmin { username role permissions } }`;
    expect((await gql(t.app, me, {}, tokens.get('editor'))).data?.currentAdmin).toEqual({
      username: 'editor-walk',
      role: 'EDITOR',
      permissions: ['CONTENT'],
    });
    expect((await gql(t.app, me, {}, tokens.get('owner'))).data?.currentAdmin).toMatchObject({
      role: 'OWNER',
      permissions: ['CONTENT', 'MESSAGES', 'ADMINISTRATION'],
    });
    await request(t.app)
      .post('/api/contact')
      .send({
        name: 'Walk Farmer',
        email: 'walk.farmer@example.com',
        phone: '306-555-0142',
        message: 'A question about canola seeding rates.',
        businessType: 'Crop Farming',
      })
      .expect(201);
    const activity = `{ recentActivity(limit: 50) { kind title } }`;
    const titles = async (role: UserRole) =>
      (
        (await gql(t.app, activity, {}, tokens.get(role))).data?.recentActivity as {
          title: string;
        }[]
      ).map((item) => item.title);
    expect(await titles('support')).toContain('Walk Farmer');
    expect(await titles('owner')).toContain('Walk Farmer');
    expect(await titles('editor')).not.toContain('Walk Farmer');
  });
});

interface AdminRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  permission: Permission | null;
}

interface Layer {
  handle: ((...args: unknown[]) => unknown) & {
    stack?: Layer[];
    [REQUIRED_PERMISSION]?: Permission | null;
  };
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
}

/**
 * The routes whose handlers include requireAdmin, from Express's router: every one is under the
 * API router, mounted at /api (http/app.ts).
 */
function adminRoutes(app: TestApp['app']): AdminRoute[] {
  const found: AdminRoute[] = [];
  const visit = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const guard = layer.route.stack.find((inner) => REQUIRED_PERMISSION in inner.handle);
        if (!guard) continue;
        for (const method of Object.keys(layer.route.methods)) {
          found.push({
            method: method as AdminRoute['method'],
            path: layer.route.path,
            permission: guard.handle[REQUIRED_PERMISSION] ?? null,
          });
        }
      } else if (layer.handle.stack) visit(layer.handle.stack);
    }
  };
  visit((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return found;
}
