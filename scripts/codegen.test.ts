import { generate, loadContext } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

it('the committed generated GraphQL code matches codegen.yml (run `npm run codegen` if not)', async () => {
  process.chdir(root);
  const context = await loadContext(join(root, 'codegen.yml'));
  const files = await generate(context, false);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    expect(readFileSync(join(root, file.filename), 'utf8'), file.filename).toBe(file.content);
  }
});
