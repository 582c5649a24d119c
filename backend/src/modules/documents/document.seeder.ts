import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Document, DocumentKind } from './document.entity.js';
import { SEED_GENERAL_DOCUMENTS } from './document.seed-data.js';

/**
 * The Certifications and Field Trials tabs. Runs before ProductSeeder, which adds each built-in
 * product's safety data sheet (SafetyDataSheets.seed).
 */
export class DocumentSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(Document)) > 0) return;
    SEED_GENERAL_DOCUMENTS.forEach((data, index) =>
      em.create(Document, {
        kind: data.kind as DocumentKind,
        title: data.title,
        description: data.description,
        fileUrl: `/documents/${data.file}`,
        validUntil: data.validUntil,
        updatedOn: data.updatedOn,
        sortOrder: index,
      }),
    );
    await em.flush();
  }
}
