import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every regular file under `dir`, as paths relative to it with '/' separators, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string) => {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  await walk(dir);
  return found.sort();
}
