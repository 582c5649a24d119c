import type { AppModule } from '../app-module.js';
import { CompanyResolver } from './company.resolver.js';

export { COMPANY, type Address } from './company.js';

/** The company's fixed facts (name, address, phone), from code rather than the database. */
export const companyModule: AppModule = { name: 'company', resolvers: [CompanyResolver] };
