// `npm start` runs this first: it builds whatever is missing or older than its sources (generated
// GraphQL code, backend, frontend, GraphQL explorer), so a fresh clone needs only
// `npm install && npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of the files below `paths` (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
      }
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return latest;
}

function outdated(output, sources) {
  const target = join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newest(sources);
}

function run(what, args) {
  // All on stderr: a command run after this (`npm run backup`) prints its result on stdout, for
  // `archive=$(npm run -s backup)` to read, and the build's chatter must not end up there.
  console.error(`\n> ${what}: npm ${args.join(' ')}`);
  // Always production builds: a caller's NODE_ENV (Vitest sets `test` for the e2e suite's global
  // setup) would otherwise make Vite compile JSX for React's development runtime, a server bundle
  // the production server cannot run ("jsxDEV is not a function") and npm start would then serve.
  // Nor may Vitest's own variables reach the build: with VITEST set, the antd style plugin
  // (ui-kit/build/antd-static-styles.ts) leaves antd's stylesheet empty, as it does for unit tests,
  // and the site would be served unstyled.
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'));
  const env = { ...Object.fromEntries(inherited), NODE_ENV: 'production' };
  const result = spawnSync('npm', args, { cwd: root, stdio: ['inherit', 2, 'inherit'], env });
  if (result.status !== 0) {
    console.error(`\n${what} failed; fix the error above and run npm start again.`);
    process.exit(result.status ?? 1);
  }
}

const steps = [
  {
    what: 'Generating GraphQL types',
    output: 'frontend/src/graphql/generated/graphql.ts',
    sources: [],
    args: ['run', 'codegen'],
  },
  {
    // The farm tools' arithmetic, which the built backend loads from agronomy/dist.
    what: "Building the farm tools' arithmetic",
    output: 'agronomy/dist/index.js',
    sources: ['agronomy/src', 'agronomy/tsconfig.json', 'agronomy/tsconfig.build.json'],
    args: ['run', 'build', '-w', 'agronomy'],
  },
  {
    what: 'Building the backend',
    output: 'backend/dist/main.js',
    sources: ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json'],
    args: ['run', 'build', '-w', 'backend'],
  },
  {
    what: 'Building the frontend',
    output: 'frontend/dist/server/entry-server.js',
    sources: [
      'frontend/src',
      'frontend/index.html',
      'frontend/public',
      'frontend/vite.config.ts',
      'frontend/build',
      'ui-kit/src',
      'agronomy/src',
    ],
    args: ['run', 'build', '-w', 'frontend'],
  },
  {
    // Its own build (the site's build above makes it too): GET /graphql serves it.
    what: 'Building the GraphQL explorer',
    output: 'frontend/dist/explorer/index.html',
    sources: ['frontend/explorer'],
    args: ['run', 'build:explorer', '-w', 'frontend'],
  },
];

for (const step of steps) {
  if (outdated(step.output, step.sources)) run(step.what, step.args);
}
