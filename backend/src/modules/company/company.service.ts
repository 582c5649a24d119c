import type { EntityManager } from '@mikro-orm/postgresql';
import { COMPANY, COMPANY_COUNTRY } from './company.js';
import { CompanySettings, StoredAddress } from './company-settings.entity.js';
import type { Company } from './company.types.js';
import type { CompanyAddressInput, CompanySettingsInput } from './dto/company-settings.input.js';

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

  /** Replaces every contact fact; the input's rules have passed (dto/company-settings.input.ts). */
  async update(input: CompanySettingsInput): Promise<Company> {
    const settings = await this.settings();
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
    await this.em.flush();
    return companyOf(settings);
  }

  /** The one row; the seeder makes it on every database, so its absence is a broken install. */
  private settings(): Promise<CompanySettings> {
    return this.em.findOneOrFail(CompanySettings, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  }
}
