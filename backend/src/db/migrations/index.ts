import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Initial } from './Migration20261121000000Initial.js';
import { Migration20261122000000Domain } from './Migration20261122000000Domain.js';
import { Migration20261123065936ImageSizes } from './Migration20261123065936ImageSizes.js';
import { Migration20261123230000RecentNewsletters } from './Migration20261123230000RecentNewsletters.js';
import { Migration20261124200000RateLimits } from './Migration20261124200000RateLimits.js';
import { Migration20261124210000TokenVersion } from './Migration20261124210000TokenVersion.js';
import { Migration20261124231500TechnologyPages } from './Migration20261124231500TechnologyPages.js';
import { Migration20261125200000NewsletterEditing } from './Migration20261125200000NewsletterEditing.js';
import { Migration20261125210000SeedRuns } from './Migration20261125210000SeedRuns.js';
import { Migration20261125220000CompanySettings } from './Migration20261125220000CompanySettings.js';
import { Migration20261126000000ContactSearch } from './Migration20261126000000ContactSearch.js';
import { Migration20261126100000EditLocks } from './Migration20261126100000EditLocks.js';
import { Migration20261126110000ProductEditing } from './Migration20261126110000ProductEditing.js';
import { Migration20261126120000PeopleEditing } from './Migration20261126120000PeopleEditing.js';
import { Migration20261126130000TechnologyEditing } from './Migration20261126130000TechnologyEditing.js';
import { Migration20261126140000CertificationsEditing } from './Migration20261126140000CertificationsEditing.js';
import { Migration20261126150000VideoEditing } from './Migration20261126150000VideoEditing.js';
import { Migration20261126160000MailDelivery } from './Migration20261126160000MailDelivery.js';
import { Migration20261126170000SubscriberConsent } from './Migration20261126170000SubscriberConsent.js';
import { Migration20261126180000NewsletterMailings } from './Migration20261126180000NewsletterMailings.js';
import { Migration20261126200000ContactTriage } from './Migration20261126200000ContactTriage.js';
import { Migration20261127100000MailSuppressions } from './Migration20261127100000MailSuppressions.js';
import { Migration20261127110000StaffRoles } from './Migration20261127110000StaffRoles.js';
import { Migration20261127120000StaffAccounts } from './Migration20261127120000StaffAccounts.js';
import { Migration20261128100000AccountLinks } from './Migration20261128100000AccountLinks.js';
import { Migration20261128110000TwoFactor } from './Migration20261128110000TwoFactor.js';
import { Migration20261128120000ApiTokens } from './Migration20261128120000ApiTokens.js';
import { Migration20261129100000BrowserSessions } from './Migration20261129100000BrowserSessions.js';
import { Migration20261130100000PasswordResetQueue } from './Migration20261130100000PasswordResetQueue.js';
import { Migration20261130110000ScheduledBackups } from './Migration20261130110000ScheduledBackups.js';
import { Migration20261201100000ForecastCells } from './Migration20261201100000ForecastCells.js';
import { Migration20261201100000FertilizerProducts } from './Migration20261201100000FertilizerProducts.js';
import { Migration20261202100000SubscriberWaitlists } from './Migration20261202100000SubscriberWaitlists.js';

/**
 * Migrations in the order they run. `npm run migration:create -w backend` writes a new file
 * beside this one; add it at the end of the list.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Initial', class: Migration20261121000000Initial },
  { name: 'Migration20261122000000Domain', class: Migration20261122000000Domain },
  { name: 'Migration20261123065936ImageSizes', class: Migration20261123065936ImageSizes },
  {
    name: 'Migration20261123230000RecentNewsletters',
    class: Migration20261123230000RecentNewsletters,
  },
  { name: 'Migration20261124200000RateLimits', class: Migration20261124200000RateLimits },
  { name: 'Migration20261124210000TokenVersion', class: Migration20261124210000TokenVersion },
  { name: 'Migration20261124231500TechnologyPages', class: Migration20261124231500TechnologyPages },
  {
    name: 'Migration20261125200000NewsletterEditing',
    class: Migration20261125200000NewsletterEditing,
  },
  { name: 'Migration20261125210000SeedRuns', class: Migration20261125210000SeedRuns },
  {
    name: 'Migration20261125220000CompanySettings',
    class: Migration20261125220000CompanySettings,
  },
  { name: 'Migration20261126000000ContactSearch', class: Migration20261126000000ContactSearch },
  { name: 'Migration20261126100000EditLocks', class: Migration20261126100000EditLocks },
  { name: 'Migration20261126110000ProductEditing', class: Migration20261126110000ProductEditing },
  { name: 'Migration20261126120000PeopleEditing', class: Migration20261126120000PeopleEditing },
  {
    name: 'Migration20261126130000TechnologyEditing',
    class: Migration20261126130000TechnologyEditing,
  },
  {
    name: 'Migration20261126140000CertificationsEditing',
    class: Migration20261126140000CertificationsEditing,
  },
  { name: 'Migration20261126150000VideoEditing', class: Migration20261126150000VideoEditing },
  { name: 'Migration20261126160000MailDelivery', class: Migration20261126160000MailDelivery },
  {
    name: 'Migration20261126170000SubscriberConsent',
    class: Migration20261126170000SubscriberConsent,
  },
  {
    name: 'Migration20261126180000NewsletterMailings',
    class: Migration20261126180000NewsletterMailings,
  },
  { name: 'Migration20261126200000ContactTriage', class: Migration20261126200000ContactTriage },
  {
    name: 'Migration20261127100000MailSuppressions',
    class: Migration20261127100000MailSuppressions,
  },
  { name: 'Migration20261127110000StaffRoles', class: Migration20261127110000StaffRoles },
  { name: 'Migration20261127120000StaffAccounts', class: Migration20261127120000StaffAccounts },
  { name: 'Migration20261128100000AccountLinks', class: Migration20261128100000AccountLinks },
  { name: 'Migration20261128110000TwoFactor', class: Migration20261128110000TwoFactor },
  { name: 'Migration20261128120000ApiTokens', class: Migration20261128120000ApiTokens },
  {
    name: 'Migration20261129100000BrowserSessions',
    class: Migration20261129100000BrowserSessions,
  },
  {
    name: 'Migration20261130100000PasswordResetQueue',
    class: Migration20261130100000PasswordResetQueue,
  },
  {
    name: 'Migration20261130110000ScheduledBackups',
    class: Migration20261130110000ScheduledBackups,
  },
  { name: 'Migration20261201100000ForecastCells', class: Migration20261201100000ForecastCells },
  {
    name: 'Migration20261201100000FertilizerProducts',
    class: Migration20261201100000FertilizerProducts,
  },
  {
    name: 'Migration20261202100000SubscriberWaitlists',
    class: Migration20261202100000SubscriberWaitlists,
  },
];
