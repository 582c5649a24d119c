import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const frontend = join(import.meta.dirname, '..', 'frontend');

/** A lazily loaded component of the frontend: the key it records, the module it imports. */
export interface LazyModule {
  file: string;
  key: string;
  /** The module the loader imports, as a manifest key (its path from frontend/). */
  imported: string;
}

/** The module an import specifier of `file` names, from frontend/ (e.g. src/pages/Home/HomePage.tsx). */
function resolveFrom(file: string, specifier: string): string {
  const base = join(dirname(join(frontend, file)), specifier);
  const found = ['.tsx', '.ts', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((path) => existsSync(path));
  return found ? relative(frontend, found) : `${relative(frontend, base)} (missing)`;
}

const sources = () =>
  readdirSync(join(frontend, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|(^|\/)test\//.test(file))
    .map((file) => ({
      file: `src/${file}`,
      text: readFileSync(join(frontend, 'src', file), 'utf8'),
    }));

/** Every `lazyComponent(…)` and `lazyWhenVisible(…)` call of the frontend's sources. */
export function lazyModules(): LazyModule[] {
  return sources().flatMap(({ file, text }) =>
    [
      ...text.matchAll(
        /\b(?:lazyComponent|lazyWhenVisible)\(\s*'([^']+)',\s*(?:async\s*)?\(\)\s*=>\s*import\('([^']+)'\)/g,
      ),
    ].map((match) => ({ file, key: match[1], imported: resolveFrom(file, match[2]) })),
  );
}

/** Files calling React's `lazy(` themselves (only the two helpers may). */
export function directLazyCalls(): string[] {
  return sources()
    .filter(({ text }) => /(?<![\w.])lazy\(/.test(text))
    .map(({ file }) => file);
}

/**
 * Files with more dynamic `import('…')` calls than lazy helpers, e.g. "src/main.tsx": a component
 * loaded some other way would render on the server without its stylesheet linked.
 */
export function importsOutsideHelpers(): string[] {
  const helpers = lazyModules();
  return sources()
    .filter(
      ({ file, text }) =>
        [...text.matchAll(/(?<!typeof )\bimport\('[^']+'\)/g)].length >
        helpers.filter((lazy) => lazy.file === file).length,
    )
    .map(({ file }) => file);
}
