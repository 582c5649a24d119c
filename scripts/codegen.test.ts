import { generate, loadContext } from '@graphql-codegen/cli';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import codegen, { ADMIN_PAGES, adminModuleName, adminModules } from '../codegen.js';

const root = join(import.meta.dirname, '..');

it('the committed generated GraphQL code matches codegen.ts (run `npm run codegen` if not)', async () => {
  process.chdir(root);
  const context = await loadContext(join(root, 'codegen.ts'));
  const files = await generate(context, false);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    expect(readFileSync(join(root, file.filename), 'utf8'), file.filename).toBe(file.content);
  }
});

describe("the admin's modules of operations", () => {
  const outputs = codegen.generates as Record<string, { documents?: string[] }>;
  const documentsOf = (name: string) =>
    outputs[`frontend/src/graphql/generated/${name}/graphql.ts`]?.documents;
  const folders = readdirSync(join(root, ADMIN_PAGES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('Admin'))
    .map((entry) => entry.name);

  it('are one per Admin<Name> folder by convention, named after it', () => {
    expect(adminModuleName('AdminEvents')).toBe('admin-events');
    expect(adminModuleName('AdminNewsletterSend')).toBe('admin-newsletter-send');
    expect(adminModules()['admin-testimonials']).toEqual(['AdminTestimonials']);
    expect(documentsOf('admin-testimonials')).toEqual([
      `${ADMIN_PAGES}/AdminTestimonials/**/*.graphql`,
      'frontend/src/features/admin/graphql/RecordVersionFields.graphql',
      'frontend/src/graphql/operations/UserErrorFields.graphql',
    ]);
    // A section without versions gets no record versions' fragment.
    expect(documentsOf('admin-accounts')).toEqual([
      `${ADMIN_PAGES}/AdminAccounts/**/*.graphql`,
      'frontend/src/graphql/operations/UserErrorFields.graphql',
    ]);
  });

  it('list their exceptions: the farm tools gather two folders, the gate its own', () => {
    expect(documentsOf('admin-farm')?.slice(0, 2)).toEqual([
      `${ADMIN_PAGES}/AdminFertilizers/**/*.graphql`,
      `${ADMIN_PAGES}/AdminFoliarProducts/**/*.graphql`,
    ]);
    expect(documentsOf('admin-fertilizers')).toBeUndefined();
    expect(documentsOf('admin')).toContain(`${ADMIN_PAGES}/AdminGate/**/*.graphql`);
  });

  it("give every admin folder's operations exactly one module", () => {
    const withOperations = folders.filter((folder) =>
      readdirSync(join(root, ADMIN_PAGES, folder), { recursive: true, encoding: 'utf8' }).some(
        (file) => file.endsWith('.graphql'),
      ),
    );
    expect(withOperations.length).toBeGreaterThan(20);
    for (const folder of withOperations) {
      const owners = Object.keys(outputs).filter((output) =>
        outputs[output]!.documents?.includes(`${ADMIN_PAGES}/${folder}/**/*.graphql`),
      );
      expect(owners, folder).toHaveLength(1);
    }
  });
});
