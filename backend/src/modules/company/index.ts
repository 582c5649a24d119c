import type { AppModule } from '../../common/app-module.js';
import { CompanySettings } from './company-settings.entity.js';
import { CompanyResolver } from './company.resolver.js';
import { CompanySettingsSeeder } from './company.seeder.js';

export { AppStatus, SUITE_APP_DEFAULTS, type SuiteAppKey } from './app-status.js';
export { COMPANY, type Address } from './company.js';
export { CompanySettings } from './company-settings.entity.js';
export { CompanyService } from './company.service.js';
export { AppStatusesInput, CompanySettingsInput } from './dto/company-settings.input.js';

/**
 * The company's details: a fixed identity (name, legal name, mission) and the contact facts the
 * office edits in Settings, stored in one row. That row is public content (shown in every page's
 * footer), so it is declared public content: saving it clears the page caches.
 */
export const companyModule: AppModule = {
  name: 'company',
  entities: [CompanySettings],
  seeders: [CompanySettingsSeeder],
  resolvers: [CompanyResolver],
  publicEntities: [CompanySettings],
};
