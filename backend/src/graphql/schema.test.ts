import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { RESOLVERS } from '../modules/index.js';
import { SCHEMA_FILE } from '../schema-file.js';
import { createSchema } from './schema.js';

it('the committed backend/schema.graphql matches the resolvers (run `npm run codegen` if not)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'schema-'));
  try {
    const fresh = join(dir, 'schema.graphql');
    await createSchema(RESOLVERS, { emitSchemaFile: fresh });
    expect(await readFile(SCHEMA_FILE, 'utf8')).toBe(await readFile(fresh, 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
