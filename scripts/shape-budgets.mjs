// `npm run budgets:shape`: measures issue 37's budgets for the shape of the code on the working
// tree, and exits 1 when one is missed.
// - `duplicates` (the workplace's copy finder, when it is on PATH) reports no pair between two admin
//   editor or list screens, and none between the resolvers or services of two content modules
//   (the content layer of scripts/backend-layers.mjs);
// - the admin's editor screens (frontend/src/pages/admin/**/*EditPage.tsx) total at most half of
//   the 2,750 lines they had when every content type had its own copy;
// - no cycle between the parts of backend/src and no arrow against the layer order
//   (scripts/backend-layers.mjs; lint refuses such imports too);
// - README.md is a front door of at most 200 lines.
// Sizes and structure only: no timing, so it may run anywhere.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { placeOf } from './backend-layers.mjs';
import { cycles, importArrows, layerViolations } from './import-graph.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Lines of the admin's editor screens on main at 4d6a546, before the record editor. */
const EDITOR_LINES_BEFORE = 2750;
const README_MAX_LINES = 200;

const ADMIN_SCREEN = /^frontend\/src\/pages\/admin\/.+(Page|EditPage)\.tsx$/;
const CONTENT_SERVER = /^backend\/src\/modules\/[^/]+\/[^/]+\.(resolver|service)\.ts$/;

function filesUnder(dir) {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    return statSync(path.join(ROOT, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

const lineCount = (file) => readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1;

/**
 * Whether lines `from`-`to` of `file` all sit inside import statements. `duplicates` passes over
 * import lines, but not the names of a multi-line `import { … } from`, so two files that import the
 * same dozen decorators make a pair of it: a shared dependency, not a copy.
 */
function onlyImports(file, from, to) {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  let inImport = false;
  const importLine = lines.map((line) => {
    if (/^import\b/.test(line)) {
      inImport = !/\bfrom\s+['"]|^import\s+['"]/.test(line);
      return true;
    }
    if (!inImport) return false;
    if (/\bfrom\s+['"]/.test(line)) inImport = false;
    return true;
  });
  return importLine.slice(from - 1, to).every(Boolean);
}

/**
 * The pairs `duplicates` reports between two different files of `files` (repository paths): it
 * reads a copy of just those files, so the pairs elsewhere in the tree cannot push them out of
 * its list of 200. Undefined when the command is not on PATH.
 */
function copiesAmong(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shape-budgets-'));
  try {
    for (const file of files) {
      mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      copyFileSync(path.join(ROOT, file), path.join(dir, file));
    }
    const found = spawnSync('duplicates', ['--repo', dir, '--most', '200', '--seconds', '120'], {
      encoding: 'utf8',
    });
    if (found.error) return undefined;
    const place = /([\w./-]+):(\d+)-(\d+)/g;
    const pairs = found.stdout
      .split('\n')
      .map((row) => [...row.matchAll(place)].map(([, file, from, to]) => ({ file, from, to })))
      .filter((sides) => sides.length === 2 && sides[0].file !== sides[1].file)
      .filter((sides) => !sides.every(({ file, from, to }) => onlyImports(file, +from, +to)))
      .map((sides) => sides.map(({ file, from, to }) => `${file}:${from}-${to}`));
    const more = /\(\+(\d+) more pairs\)/.exec(found.stdout);
    if (more) pairs.push([`${more[1]} more pairs not listed`, '']);
    return pairs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
const record = (name, ok, detail) => results.push({ name, ok, detail });
const listed = (pairs) =>
  pairs.length === 0 ? 'none' : pairs.map((pair) => pair.filter(Boolean).join(' ~ ')).join('; ');

const screens = copiesAmong(
  filesUnder('frontend/src/pages/admin').filter((file) => ADMIN_SCREEN.test(file)),
);
/**
 * The content layer's modules (scripts/backend-layers.mjs, with its default for a module folder
 * no layer names): the content types.
 */
const contentModules = new Set(
  readdirSync(path.join(ROOT, 'backend/src/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && placeOf(`modules/${entry.name}`)?.name === 'content')
    .map((entry) => entry.name),
);
const servers = copiesAmong(
  filesUnder('backend/src/modules').filter(
    (file) => CONTENT_SERVER.test(file) && contentModules.has(file.split('/')[3]),
  ),
);
if (screens === undefined || servers === undefined) {
  record('copies', true, 'skipped: the `duplicates` command is not on PATH');
} else {
  // Two files of one module may share; the budget is about copies between content modules.
  const moduleOf = (place) => place.split('/')[3];
  const between = servers.filter(([a, b]) => !b || moduleOf(a) !== moduleOf(b));
  record('copies between admin list or editor screens', screens.length === 0, listed(screens));
  record(
    "copies between content modules' resolvers or services",
    between.length === 0,
    listed(between),
  );
}

const editors = filesUnder('frontend/src/pages/admin').filter((file) =>
  file.endsWith('EditPage.tsx'),
);
const editorLines = editors.reduce((sum, file) => sum + lineCount(file), 0);
record(
  'admin editor lines',
  editorLines <= EDITOR_LINES_BEFORE / 2,
  `${editorLines} in ${editors.length} files (at most ${EDITOR_LINES_BEFORE / 2}, half of ${EDITOR_LINES_BEFORE})`,
);

const arrows = importArrows();
const loops = cycles(arrows);
const against = layerViolations(arrows);
record(
  'backend import cycles',
  loops.length === 0 && against.length === 0,
  `${loops.length} cycles, ${against.length} arrows against the layer order, ${arrows.length} arrows`,
);

const readmeLines = lineCount('README.md');
record(
  'README length',
  readmeLines <= README_MAX_LINES,
  `${readmeLines} lines (at most ${README_MAX_LINES})`,
);

for (const { name, ok, detail } of results) {
  console.log(`${ok ? 'ok  ' : 'MISS'} ${name}: ${detail}`);
}
if (results.some((result) => !result.ok)) process.exitCode = 1;
