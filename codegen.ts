// Typed GraphQL documents for the frontend (Apollo Client 4 + graphql-codegen client preset).
// Reads the committed schema file written by the backend (`npm run schema -w backend`), never a
// running server, and the frontend's one-operation-per-file .graphql documents.
// Run `npm run codegen`; a test fails when the committed output is stale (scripts/codegen.test.ts).
import type { CodegenConfig } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = import.meta.dirname;
/** The admin's screens, one folder each (`Admin<Name>/`, its operations in `graphql/`). */
export const ADMIN_PAGES = 'frontend/src/pages/admin';
const GENERATED = 'frontend/src/graphql/generated';
const USER_ERRORS = 'frontend/src/graphql/operations/UserErrorFields.graphql';
const RECORD_VERSIONS = 'frontend/src/features/admin/graphql/RecordVersionFields.graphql';

// One file of schema types (schema.ts: scalars, enums and input types, only what operations can
// use) that each module imports and re-exports, instead of three full copies of the schema's types.
// This is what the client preset generates per output (typescript, typescript-operations,
// typed-document-node), without its unused `graphql()` function; the preset has no way to share
// one types file between outputs.
const config = {
  onlyOperationTypes: true,
  useTypeImports: true,
  enumsAsTypes: true,
  avoidOptionals: {
    field: true,
    inputValue: false,
  },
  scalars: {
    DateTime: 'string',
    Date: 'string',
    ID: 'string',
  },
};
const operationsConfig = { ...config, namespacedImportName: 'Types' };

/** The plugins of a module in a folder of its own, which imports the one schema types file. */
const modulePlugins = [
  {
    add: {
      content: [
        '/* eslint-disable */',
        "import type * as Types from '../schema';",
        "export type * from '../schema';",
      ],
    },
  },
  'typescript-operations',
  'typed-document-node',
  // A content type's editor documents in one object (`TestimonialRecordDocuments`).
  './scripts/codegen-record-documents.cjs',
];

/** A module of operations: its documents, with the plugins and config every module has. */
const operationsModule = (documents: readonly string[]): Types.ConfiguredOutput => ({
  documents: [...documents],
  plugins: modulePlugins,
  config: operationsConfig,
});

const graphqlFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return graphqlFiles(relative);
    return entry.name.endsWith('.graphql') ? [relative] : [];
  });

/**
 * The documents of an admin module gathering `folders` (`AdminTeam`): their operations, the
 * record versions' fragment when one of them spreads it, and the user errors' fragment.
 */
const adminDocuments = (folders: readonly string[]) => {
  const spreads = (fragment: string) =>
    folders.some((folder) =>
      graphqlFiles(`${ADMIN_PAGES}/${folder}`).some((file) =>
        readFileSync(path.join(ROOT, file), 'utf8').includes(`...${fragment}`),
      ),
    );
  return [
    ...folders.map((folder) => `${ADMIN_PAGES}/${folder}/**/*.graphql`),
    ...(spreads('RecordVersionFields') ? [RECORD_VERSIONS] : []),
    USER_ERRORS,
  ];
};

/**
 * The admin modules that are not one folder's by the convention below: the gate's (the shared
 * `admin` module, with its image choices), the farm tools' data (fertilizer and foliar products,
 * one lazy chunk: pages/admin/farmToolScreens.ts) and the subscribers' (the privacy screen uses
 * their fragments). Each lists its folders; the other folders follow the convention.
 */
export const ADMIN_MODULE_EXCEPTIONS: Readonly<Record<string, readonly string[]>> = {
  'admin-farm': ['AdminFertilizers', 'AdminFoliarProducts'],
  'admin-subscribers': ['AdminSubscribers', 'AdminPrivacy'],
};
/** The gate's folders, whose operations are in the shared `admin` module. */
export const GATE_FOLDERS = ['AdminGate', 'AdminImages'];

/** "AdminNewsletterSend" → "admin-newsletter-send". */
export const adminModuleName = (folder: string) =>
  folder.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();

/**
 * The admin modules by name (`admin-team`): by convention each `Admin<Name>/` folder with a
 * `graphql/` folder is the module `admin-<name>`, in `generated/admin-<name>/graphql.ts`, unless
 * an exception gathers it.
 */
export function adminModules(): Record<string, readonly string[]> {
  const gathered = new Set([...GATE_FOLDERS, ...Object.values(ADMIN_MODULE_EXCEPTIONS).flat()]);
  const folders = readdirSync(path.join(ROOT, ADMIN_PAGES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^Admin[A-Z]/.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(ROOT, ADMIN_PAGES, name, 'graphql')))
    .filter((name) => !gathered.has(name))
    .sort();
  return {
    ...Object.fromEntries(folders.map((folder) => [adminModuleName(folder), [folder]])),
    ...ADMIN_MODULE_EXCEPTIONS,
  };
}

const codegen: CodegenConfig = {
  overwrite: true,
  schema: 'backend/schema.graphql',
  ignoreNoDocuments: false,
  // Modules of operations: a module's document constants all land in the chunk of whoever
  // imports it first, so the admin's operations (the gate's, and per section those of its
  // screens), those of a subscriber's personal pages, those of the /apps waitlist dialog and those
  // of the Spray Condition App live in modules of their own that only those (lazy) screens import,
  // and a visitor's first load carries none of them. UserErrorFields is in each that sends
  // mutations.
  generates: {
    [`${GENERATED}/schema.ts`]: {
      plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript'],
      config,
    },
    [`${GENERATED}/graphql.ts`]: {
      documents: [
        'frontend/src/**/*.graphql',
        `!${ADMIN_PAGES}/**`,
        '!frontend/src/features/admin/**',
        '!frontend/src/pages/Subscription/**',
        '!frontend/src/pages/SprayConditions/**',
        '!frontend/src/features/waitlist/**',
      ],
      plugins: [
        {
          add: {
            content: [
              '/* eslint-disable */',
              "import type * as Types from './schema';",
              "export type * from './schema';",
            ],
          },
        },
        'typescript-operations',
        'typed-document-node',
      ],
      config: operationsConfig,
    },
    // The gate's operations and those its screens share (edit locks, image choices, record
    // versions, user errors).
    [`${GENERATED}/admin/graphql.ts`]: operationsModule([
      ...GATE_FOLDERS.map((folder) => `${ADMIN_PAGES}/${folder}/**/*.graphql`),
      'frontend/src/features/admin/**/*.graphql',
      USER_ERRORS,
    ]),
    // Each section's screens have a module of their own: only a section's lazy screens load its
    // operations, so the gate's first load, which every admin screen pays for, carries none of
    // them. A new `Admin<Name>/graphql/` folder is the module `admin-<name>` with no line here.
    ...Object.fromEntries(
      Object.entries(adminModules()).map(([name, folders]) => [
        `${GENERATED}/${name}/graphql.ts`,
        operationsModule(adminDocuments(folders)),
      ]),
    ),
    // The subscriber's pages (confirm, unsubscribe, preferences): only their lazy chunks load these.
    [`${GENERATED}/subscription/graphql.ts`]: operationsModule([
      'frontend/src/pages/Subscription/**/*.graphql',
      USER_ERRORS,
    ]),
    // The "Join Waitlist" dialog of /apps: only its lazy chunk (loaded on the button) loads these.
    [`${GENERATED}/waitlist/graphql.ts`]: operationsModule([
      'frontend/src/features/waitlist/**/*.graphql',
      USER_ERRORS,
    ]),
    // The Spray Condition App (/apps/spray-conditions): only its lazy chunk loads these.
    [`${GENERATED}/spray/graphql.ts`]: operationsModule([
      'frontend/src/pages/SprayConditions/**/*.graphql',
    ]),
  },
};

export default codegen;
