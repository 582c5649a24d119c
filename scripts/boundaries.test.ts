import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { violation } from './eslint/boundaries.mjs';
import { importArrows, upwardArrows } from './import-graph.mjs';

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

  it('lets modules use the shared request scope but not the registry', () => {
    expect(
      violation('backend/src/modules/team/team.resolver.ts', '../request-scope.js'),
    ).toBeUndefined();
    expect(violation('backend/src/modules/team/x.ts', '../index.js')).toMatch(/registry/);
    expect(violation('backend/src/modules/team/x.ts', '../../server.js')).toMatch(/not the app/);
  });
});

describe('the drawing of the backend imports', () => {
  it('has no arrow from db/, common/ or a module up into http/ or graphql/', () => {
    const arrows = importArrows();
    expect(arrows.some((a) => a.from === 'http' && a.to === 'modules/products')).toBe(true);
    expect(upwardArrows(arrows)).toEqual([]);
  });
});
