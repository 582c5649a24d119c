import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The one row of the admin's security settings (owners change them in Settings). */
export const SECURITY_SETTINGS_ID = 1;

/**
 * How the admin is signed in to: one row, made by its migration. Not public content (no page
 * shows it), so saving it clears no cache.
 */
@Entity({ tableName: 'security_settings' })
export class SecuritySettings {
  @PrimaryKey({ autoincrement: false })
  id: number = SECURITY_SETTINGS_ID;

  /**
   * Every account must sign in with two-factor: one without it may only set it up (and sign out)
   * until it has.
   */
  @Property({ type: 'boolean', default: false })
  requireTwoFactor = false;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** Whether owners require two-factor sign-in for every account (Settings). */
export async function twoFactorRequired(em: EntityManager): Promise<boolean> {
  const settings = await em.findOne(SecuritySettings, SECURITY_SETTINGS_ID);
  return settings?.requireTwoFactor ?? false;
}
