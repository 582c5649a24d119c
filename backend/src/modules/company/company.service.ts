import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import { COMPANY, COMPANY_COUNTRY } from './company.js';
import { CompanySettings, StoredAddress } from './company-settings.entity.js';
import type { Company } from './company.types.js';
import { SUITE_APP_KEYS } from './app-status.js';
import type {
  AppStatusesInput,
  CompanyAddressInput,
  CompanySettingsInput,
} from './dto/company-settings.input.js';

/** "t5j0h6" → "T5J 0H6": the form Canada Post prints, whatever was typed. */
export function normalPostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

function storedAddress({ street, city, province, postalCode }: CompanyAddressInput): StoredAddress {
  return Object.assign(new StoredAddress(), {
    street: street.trim(),
    city: city.trim(),
    province,
    postalCode: normalPostalCode(postalCode),
  });
}

/** The kind of record of the settings' audit rows. */
export const COMPANY_SETTINGS_RECORD = 'company-settings';

/** The public view: the fixed identity (company.ts) with the stored contact facts. */
function companyOf(settings: CompanySettings): Company {
  const address = (stored: StoredAddress) => ({
    street: stored.street,
    city: stored.city,
    province: stored.province,
    postalCode: stored.postalCode,
    country: COMPANY_COUNTRY,
  });
  return {
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    mission: COMPANY.mission,
    headOfficePhone: settings.headOfficePhone,
    fax: settings.fax,
    saskatchewanPhone: settings.saskatchewanPhone,
    tollFreePhone: settings.tollFreePhone,
    email: settings.email,
    submissionsMailbox: settings.submissionsMailbox,
    headOffice: address(settings.headOffice),
    warehouse: address(settings.warehouse),
    businessHours: settings.businessHours,
    mapLocation: { latitude: settings.mapLatitude, longitude: settings.mapLongitude },
    appStatuses: { ...settings.appStatuses },
  };
}

/**
 * The company's details: one stored row of contact facts (CompanySettings), read by the footer,
 * the contact page and the structured data through the `company` query, and replaced by the
 * admin's Settings.
 */
export class CompanyService {
  constructor(private readonly em: EntityManager) {}

  async company(): Promise<Company> {
    return companyOf(await this.settings());
  }

  /**
   * Replaces every contact fact; the input's rules have passed (dto/company-settings.input.ts).
   * The audit row names the fields that changed (never their values) and is written in the same
   * flush, so it exists exactly when the change does; a save that changes nothing records nothing.
   */
  async update(input: CompanySettingsInput, actor: Actor): Promise<Company> {
    const settings = await this.settings();
    const before = companyOf(settings);
    this.em.assign(settings, {
      headOfficePhone: input.headOfficePhone.trim(),
      fax: input.fax.trim(),
      saskatchewanPhone: input.saskatchewanPhone.trim(),
      tollFreePhone: input.tollFreePhone.trim(),
      email: input.email.trim(),
      submissionsMailbox: input.submissionsMailbox.trim(),
      headOffice: storedAddress(input.headOffice),
      warehouse: storedAddress(input.warehouse),
      // Trailing spaces and empty last lines would show as blank lines in the footer.
      businessHours: input.businessHours
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
      mapLatitude: input.mapLocation.latitude,
      mapLongitude: input.mapLocation.longitude,
    });
    // The public view names the fields as the Settings form does (an address, the map point as
    // a whole); only the names of those that differ go into the trail.
    const after = companyOf(settings);
    const fields = (Object.keys(after) as (keyof Company)[]).filter(
      (name) => JSON.stringify(after[name]) !== JSON.stringify(before[name]),
    );
    if (fields.length > 0) {
      new HistoryService(this.em).audit(
        COMPANY_SETTINGS_RECORD,
        settings.id,
        'Company settings',
        fields,
        actor,
        AuditAction.UPDATE,
      );
    }
    await this.em.flush();
    return companyOf(settings);
  }

  /**
   * Sets the status each app's card on /apps shows. The audit row names the apps whose status
   * changed; a save that changes nothing records nothing.
   */
  async updateAppStatuses(input: AppStatusesInput, actor: Actor): Promise<Company> {
    const settings = await this.settings();
    const changed = SUITE_APP_KEYS.filter((key) => settings.appStatuses[key] !== input[key]);
    for (const key of SUITE_APP_KEYS) settings.appStatuses[key] = input[key];
    if (changed.length > 0) {
      new HistoryService(this.em).audit(
        COMPANY_SETTINGS_RECORD,
        settings.id,
        'Company settings',
        changed.map((key) => `appStatuses.${key}`),
        actor,
        AuditAction.UPDATE,
      );
    }
    await this.em.flush();
    return companyOf(settings);
  }

  /** The one row; the seeder makes it on every database, so its absence is a broken install. */
  private settings(): Promise<CompanySettings> {
    return this.em.findOneOrFail(CompanySettings, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  }
}
