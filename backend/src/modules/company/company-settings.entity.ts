import { Embeddable, Embedded, Entity, Enum, Property } from '@mikro-orm/core';
import { AppStatus } from './app-status.js';
import { BaseEntity } from '../../db/base.entity.js';

/** Street, city, province and postal code of one of the company's places (country: always CA). */
@Embeddable()
export class StoredAddress {
  @Property({ length: 200 })
  street!: string;

  @Property({ length: 100 })
  city!: string;

  @Property({ length: 2 })
  province!: string;

  @Property({ length: 7 })
  postalCode!: string;
}

/** The status each app's card on /apps shows, as the office sets it in Settings. */
@Embeddable()
export class StoredAppStatuses {
  @Enum({ items: () => AppStatus, default: AppStatus.BETA })
  optimizeCalculator: AppStatus = AppStatus.BETA;

  @Enum({ items: () => AppStatus, default: AppStatus.BETA })
  sprayConditions: AppStatus = AppStatus.BETA;

  @Enum({ items: () => AppStatus, default: AppStatus.BETA })
  saltIndex: AppStatus = AppStatus.BETA;

  @Enum({ items: () => AppStatus, default: AppStatus.COMING_SOON })
  farmOps: AppStatus = AppStatus.COMING_SOON;
}

/**
 * The company's contact facts as the office keeps them: one row, made by CompanySettingsSeeder from
 * the built-in values and changed only by `updateCompanySettings`. Public content: the footer, the
 * contact page and the structured data show it, so saving it clears the page caches (the module
 * declares it in publicEntities).
 */
@Entity({ tableName: 'company_settings' })
export class CompanySettings extends BaseEntity {
  @Property({ length: 30 })
  headOfficePhone!: string;

  @Property({ length: 30 })
  fax!: string;

  @Property({ length: 30 })
  saskatchewanPhone!: string;

  @Property({ length: 30 })
  tollFreePhone!: string;

  @Property({ length: 254 })
  email!: string;

  @Property({ length: 254 })
  submissionsMailbox!: string;

  @Embedded(() => StoredAddress, { prefix: 'head_office_' })
  headOffice!: StoredAddress;

  @Embedded(() => StoredAddress, { prefix: 'warehouse_' })
  warehouse!: StoredAddress;

  /** Free text, one line per day or group of days. */
  @Property({ type: 'text' })
  businessHours!: string;

  @Property({ type: 'double' })
  mapLatitude!: number;

  @Property({ type: 'double' })
  mapLongitude!: number;

  @Embedded(() => StoredAppStatuses, { prefix: 'app_status_' })
  appStatuses: StoredAppStatuses = new StoredAppStatuses();
}
