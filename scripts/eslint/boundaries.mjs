// A local ESLint plugin with one rule, `boundaries/imports`: the import arrows the architecture
// allows (docs/development.md, "Boundaries"; the backend's layers in scripts/backend-layers.mjs). It reads
// relative imports (resolved against the importing file) and package imports, in `import`,
// `export … from` and `import()` alike; type-only imports count too, since a type names the
// module it comes from. Tests and tooling are not checked: they are composition roots of their own.
import path from 'node:path';
import { layerViolation, partOf } from '../backend-layers.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The repository-relative path, with '/' separators, of an absolute path. */
function repoPath(absolute) {
  return path.relative(REPO_ROOT, absolute).split(path.sep).join('/');
}

/** Where a relative import lands, without its extension ('.js' in our ESM sources names a .ts). */
function resolved(fromFile, source) {
  return repoPath(path.resolve(path.dirname(fromFile), source)).replace(/\.(m?js|tsx?)$/, '');
}

const SRC = 'backend/src/';
const MODULES = 'backend/src/modules/';

/** The module a repository path belongs to ('products' for backend/src/modules/products/…). */
function moduleOf(target) {
  if (!target.startsWith(MODULES)) return undefined;
  const rest = target.slice(MODULES.length);
  return rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : undefined;
}

const under = (target, ...folders) => folders.some((folder) => target.startsWith(`${folder}/`));

/**
 * Why `file` may not import `source` (a message), or undefined when it may. `file` and the
 * resolved target are repository paths.
 */
export function violation(file, source) {
  const relative = source.startsWith('.');
  const target = relative ? resolved(path.join(REPO_ROOT, file), source) : source;

  if (under(file, 'ui-kit/src')) {
    if (relative && under(target, 'frontend', 'backend')) {
      return 'The ui-kit imports nothing of the frontend or the backend: it receives data and links as props.';
    }
    if (!relative && /^@apollo\//.test(source)) {
      return 'The ui-kit knows no GraphQL client: the frontend fetches and passes data as props.';
    }
  }
  if (under(file, 'backend') && relative && under(target, 'frontend', 'ui-kit')) {
    if (target !== 'frontend/src/server-contract.d' && target !== 'frontend/src/server-contract') {
      return "The backend imports of the frontend only the server bundle's contract (frontend/src/server-contract.d.ts).";
    }
  }
  if (under(file, 'frontend/src') && relative && under(target, 'backend')) {
    return 'The frontend imports no backend source: it reaches the backend through GraphQL (typed by codegen).';
  }
  if (!under(file, 'backend/src') || !relative || !under(target, 'backend/src')) return undefined;
  const own = moduleOf(file);
  const other = moduleOf(target);
  if (other && other !== own && target !== `${MODULES}${other}/index`) {
    return `Use a module through its index.ts ('…/modules/${other}/index.js'), not its internals.`;
  }
  const from = partOf(file.slice(SRC.length));
  const to = partOf(target.slice(SRC.length));
  return layerViolation(from, to);
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Import arrows allowed by the architecture (docs/development.md, "Boundaries"; scripts/backend-layers.mjs).',
    },
    schema: [],
    messages: { forbidden: '{{reason}} ({{source}})' },
  },
  create(context) {
    const file = repoPath(context.filename);
    const check = (node) => {
      const source =
        node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      if (!source) return;
      const reason = violation(file, source);
      if (reason) context.report({ node, messageId: 'forbidden', data: { reason, source } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'boundaries' }, rules: { imports: importsRule } };
