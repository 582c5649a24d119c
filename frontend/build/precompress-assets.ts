import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The files worth compressing: text. Images and fonts are compressed formats already. */
export const PRECOMPRESSED = /\.(?:js|css|svg|json|txt)$/;

/** Smaller files are sent as they are: the encoding's header and framing would eat the gain. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text file of
 * `dir` of at least MIN_BYTES, and answers how many files it compressed. The server sends them to
 * browsers that accept them (backend/src/http/precompressed.ts) instead of compressing each
 * script and stylesheet again on every request, at a quality no per-request compression affords.
 */
export async function precompressFolder(dir: string): Promise<number> {
  const names = (await readdir(dir)).filter((name) => PRECOMPRESSED.test(name));
  let compressed = 0;
  await Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(join(dir, name));
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: 9 }),
      ]);
      await writeFile(join(dir, `${name}.br`), br);
      await writeFile(join(dir, `${name}.gz`), gz);
      compressed++;
    }),
  );
  return compressed;
}

/** After the browser build is written: its content-hashed assets, compressed once. */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async writeBundle() {
      await precompressFolder(assetsDir);
    },
  };
}
