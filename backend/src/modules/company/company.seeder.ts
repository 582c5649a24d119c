import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { SUITE_APP_DEFAULTS } from './app-status.js';
import { BUILT_IN_CONTACT_FACTS } from './company.js';
import { CompanySettings } from './company-settings.entity.js';

/** The built-in contact facts, stored once; the class name is the seeder's key: never rename it. */
export class CompanySettingsSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(CompanySettings)) > 0) return;
    const { mapLocation, headOffice, warehouse, ...facts } = BUILT_IN_CONTACT_FACTS;
    em.create(CompanySettings, {
      ...facts,
      headOffice: { ...headOffice },
      warehouse: { ...warehouse },
      mapLatitude: mapLocation.latitude,
      mapLongitude: mapLocation.longitude,
      appStatuses: { ...SUITE_APP_DEFAULTS },
    });
    await em.flush();
  }
}
