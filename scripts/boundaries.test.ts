import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS, layerViolation, partOf, placeOf } from './backend-layers.mjs';
import { violation } from './eslint/boundaries.mjs';
import { cycles, importArrows, layerViolations } from './import-graph.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** Lints `code` as if it were the file `file` of the repository, with the repository's config. */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: REPO_ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the boundaries lint rule, through the repository eslint config', () => {
  it.each([
    [
      'a module importing HTTP transport',
      'backend/src/modules/team/x.ts',
      "import { requestEm } from '../../http/request-context.js';",
    ],
    [
      'a module importing GraphQL transport',
      'backend/src/modules/team/x.ts',
      "import type { GraphQLContext } from '../../graphql/context.js';",
    ],
    [
      "a module importing another module's internals",
      'backend/src/modules/technologies/x.ts',
      "import { productSlug } from '../products/product-slug.js';",
    ],
    [
      "http/ importing a module's internals",
      'backend/src/http/x.ts',
      "import { ProductService } from '../modules/products/product.service.js';",
    ],
    [
      'the backend importing frontend source',
      'backend/src/http/x.ts',
      "import { PUBLIC_ROUTES } from '../../../frontend/src/app/site-routes.js';",
    ],
    [
      'db/ importing a module',
      'backend/src/db/x.ts',
      "import { Product } from '../modules/products/index.js';",
    ],
    [
      'common/ importing HTTP',
      'backend/src/common/x.ts',
      "export { errorHandler } from '../http/error-handler.js';",
    ],
    [
      'a foundation module importing a content module',
      'backend/src/modules/media/x.ts',
      "import { Product } from '../products/index.js';",
    ],
    [
      'a content module importing an admin view',
      'backend/src/modules/newsletters/x.ts',
      "import { MailingService } from '../mailings/index.js';",
    ],
    [
      'two content modules the layer table does not order',
      'backend/src/modules/team/x.ts',
      "import { VideoService } from '../videos/index.js';",
    ],
    [
      'a module importing the composition root',
      'backend/src/modules/team/x.ts',
      "import type { AppScope } from '../../composition/request-scope.js';",
    ],
    [
      'GraphQL importing HTTP, which mounts it',
      'backend/src/graphql/x.ts',
      "import { clientAddress } from '../http/client-address.js';",
    ],
    [
      'common/ importing db/',
      'backend/src/common/x.ts',
      "import { announceContentChange } from '../db/content-changes.js';",
    ],
    [
      'a transport importing the composition root',
      'backend/src/http/x.ts',
      "import { RESOLVERS } from '../modules/index.js';",
    ],
    [
      'a part of backend/src in no layer',
      'backend/src/new-thing.ts',
      "import { loadConfig } from './config.js';",
    ],
    [
      'a module folder no layer names importing a content module',
      'backend/src/modules/events/x.ts',
      "import { Product } from '../products/index.js';",
    ],
    [
      'a module folder no layer names importing an admin view',
      'backend/src/modules/events/x.ts',
      "import { MailingService } from '../mailings/index.js';",
    ],
    [
      'a foundation importing a module folder no layer names',
      'backend/src/modules/media/x.ts',
      "import { Event } from '../events/index.js';",
    ],
    [
      'a file loose in modules/ besides the registry',
      'backend/src/modules/helpers.ts',
      "import { NotFoundError } from '../common/errors.js';",
    ],
    [
      'the ui-kit importing Apollo',
      'ui-kit/src/X/X.tsx',
      "import { useQuery } from '@apollo/client/react';",
    ],
    [
      'the ui-kit importing the frontend',
      'ui-kit/src/X/X.tsx',
      "import { SITE_NAME } from '../../../frontend/src/app/meta';",
    ],
    [
      'the frontend importing backend source',
      'frontend/src/app/x.ts',
      "const m = import('../../../backend/src/config.js');",
    ],
  ])('fails on %s', async (_what, file, code) => {
    expect(await ruleIds(file, `${code}\n`)).toContain('boundaries/imports');
  });

  it.each([
    [
      'a module importing another through its index',
      'backend/src/modules/technologies/x.ts',
      "import { productSlug } from '../products/index.js';",
    ],
    [
      'a module importing common/ and db/',
      'backend/src/modules/team/x.ts',
      "import { NotFoundError } from '../../common/errors.js';\nimport { BaseEntity } from '../../db/base.entity.js';",
    ],
    [
      "the backend importing the server bundle's contract",
      'backend/src/http/x.ts',
      "import type { ServerEntry } from '../../../frontend/src/server-contract.js';",
    ],
    [
      'http/ importing a module',
      'backend/src/http/api/x.ts',
      "import { ProductService } from '../../modules/products/index.js';",
    ],
    [
      'a content module importing a foundation',
      'backend/src/modules/team/x.ts',
      "import { ResponsiveImage } from '../media/index.js';",
    ],
    [
      'a module importing one of its layer that the table lets it use',
      'backend/src/modules/technologies/x.ts',
      "import { Product } from '../products/index.js';",
    ],
    [
      'a module folder no layer names importing the foundations and core',
      'backend/src/modules/events/x.ts',
      "import { RecordService } from '../records/index.js';\nimport { BaseEntity } from '../../db/base.entity.js';",
    ],
    [
      'an admin view importing a module folder no layer names',
      'backend/src/modules/privacy/x.ts',
      "import { Event } from '../events/index.js';",
    ],
    [
      'an admin view importing a content module',
      'backend/src/modules/mailings/x.ts',
      "import { Newsletter } from '../newsletters/index.js';",
    ],
    [
      'HTTP importing GraphQL',
      'backend/src/http/x.ts',
      "import type { GraphQLService } from '../graphql/server.js';",
    ],
    [
      'the server importing the registry',
      'backend/src/server.ts',
      "import { RESOLVERS } from './modules/index.js';",
    ],
    [
      'a backend test wiring things',
      'backend/src/db/x.test.ts',
      "import { ENTITIES } from '../modules/index.js';",
    ],
  ])('allows %s', async (_what, file, code) => {
    expect(await ruleIds(file, `${code}\n`)).not.toContain('boundaries/imports');
  });
});

describe('violation', () => {
  it('resolves relative imports against the importing file', () => {
    expect(
      violation('backend/src/modules/products/dto/x.ts', '../product.entity.js'),
    ).toBeUndefined();
    expect(
      violation('backend/src/modules/products/dto/x.ts', '../../team/team.service.js'),
    ).toMatch(/through its index/);
  });

  it('lets modules use the request scope of common/ but not the registry or the app', () => {
    expect(
      violation('backend/src/modules/team/team.resolver.ts', '../../common/request-scope.js'),
    ).toBeUndefined();
    expect(violation('backend/src/modules/team/x.ts', '../index.js')).toMatch(/registry/);
    expect(violation('backend/src/modules/team/x.ts', '../../server.js')).toMatch(
      /composition root/,
    );
  });
});

describe('the layer table', () => {
  it('places every part of backend/src', () => {
    const parts = new Set(importArrows().flatMap((a) => [a.from, a.to]));
    expect([...parts].filter((part) => !placeOf(part))).toEqual([]);
  });

  it('places a module folder it does not name in the content layer, using no other of it', () => {
    expect(LAYERS.some((layer) => 'modules/events' in layer.parts)).toBe(false);
    expect(placeOf('modules/events')).toEqual({
      layer: LAYERS.findIndex((layer) => layer.name === 'content'),
      name: 'content',
      uses: [],
      byDefault: true,
    });
    // Content types of the site itself sit there by that default too.
    expect(placeOf('modules/testimonials')).toMatchObject({ name: 'content', byDefault: true });
    expect(placeOf('modules/products')).toMatchObject({ name: 'content', byDefault: false });
    expect(placeOf('modules/products')?.uses).toEqual(['modules/documents']);
    expect(placeOf('modules/history')).toMatchObject({ name: 'foundations', byDefault: false });
    // Only a module folder: a top-level part or a loose file of modules/ is in no layer unnamed.
    expect(placeOf('new-thing')).toBeUndefined();
    expect(placeOf('modules/helpers.ts')).toBeUndefined();
  });

  it('lets a module folder it does not name import the layers below and nothing of its own', () => {
    expect(layerViolation('modules/events', 'modules/records')).toBeUndefined();
    expect(layerViolation('modules/events', 'common')).toBeUndefined();
    expect(layerViolation('modules/events', 'modules/testimonials')).toMatch(/both are content/);
    expect(layerViolation('modules/testimonials', 'modules/events')).toMatch(/both are content/);
    expect(layerViolation('modules/events', 'modules/privacy')).toMatch(/layers below/);
    expect(layerViolation('modules/mailings', 'modules/events')).toBeUndefined();
    expect(layerViolation('registry', 'modules/events')).toBeUndefined();
  });

  it('names the part of a file', () => {
    expect(partOf('modules/products/dto/product.input.ts')).toBe('modules/products');
    expect(partOf('modules/index')).toBe('registry');
    expect(partOf('modules/registry.generated.ts')).toBe('registry');
    expect(partOf('modules/helpers.ts')).toBe('modules/helpers.ts');
    expect(partOf('http/api/products.ts')).toBe('http');
    expect(partOf('server.ts')).toBe('server');
  });

  it('lets a part import the layers below and the parts of its own it names, only', () => {
    expect(layerViolation('modules/products', 'modules/history')).toBeUndefined();
    expect(layerViolation('modules/technologies', 'modules/products')).toBeUndefined();
    expect(layerViolation('modules/products', 'modules/technologies')).toMatch(/both are content/);
    expect(layerViolation('modules/history', 'modules/products')).toMatch(/layers below/);
  });
});

describe('the drawing of the backend imports', () => {
  it('has no arrow against the layer order', () => {
    const arrows = importArrows();
    expect(arrows.some((a) => a.from === 'http' && a.to === 'modules/products')).toBe(true);
    expect(layerViolations(arrows).map((a) => `${a.from} -> ${a.to}`)).toEqual([]);
  });

  it('finds the cycles of a graph', () => {
    const arrow = (from: string, to: string) => ({ from, to, count: 1 });
    expect(
      cycles([arrow('a', 'b'), arrow('b', 'c'), arrow('c', 'a'), arrow('c', 'd'), arrow('e', 'd')]),
    ).toEqual([['a', 'b', 'c']]);
    expect(cycles([arrow('a', 'b'), arrow('b', 'c')])).toEqual([]);
  });

  it('has no cycle, between modules or between core folders', () => {
    expect(cycles(importArrows())).toEqual([]);
  });
});

/** The non-test sources of each module of backend/src/modules, with their text. */
function moduleSources(): Map<string, [file: string, text: string][]> {
  const root = path.join(REPO_ROOT, 'backend/src/modules');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  const modules = readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory());
  return new Map(
    modules.map((module) => [
      module.name,
      files(path.join(root, module.name)).map((file) => [file, readFileSync(file, 'utf8')]),
    ]),
  );
}

describe('the tables of the modules', () => {
  it('are written about in SQL by their own module only', () => {
    const sources = moduleSources();
    const owner = new Map<string, string>();
    for (const [module, files] of sources) {
      for (const [, text] of files) {
        for (const [, table] of text.matchAll(/@Entity\(\{[^}]*tableName: '([a-z_]+)'/g)) {
          owner.set(table, module);
        }
      }
    }
    expect(owner.get('mail_deliveries')).toBe('mail');
    const withoutComments = (text: string) =>
      text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
    const foreign: string[] = [];
    for (const [module, files] of sources) {
      for (const [file, text] of files) {
        const statements = withoutComments(text).matchAll(
          /\b(?:from|into|update|join|table)\s+"?([a-z_]+)"?/gi,
        );
        for (const [statement, table] of statements) {
          const own = owner.get(table!);
          if (own && own !== module) {
            foreign.push(`${path.relative(REPO_ROOT, file)}: "${statement}" (${own}'s table)`);
          }
        }
      }
    }
    expect(foreign).toEqual([]);
  });
});
