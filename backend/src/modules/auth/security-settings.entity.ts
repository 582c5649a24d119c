import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The one row of the admin's security settings (owners change them in Settings). */
export const SECURITY_SETTINGS_ID = 1;

/**
 * A browser session's timeouts when owners set none: two idle hours (a lunch break keeps the
 * session, an evening does not) and at most a working day (12 hours) from its sign-in.
 */
export const DEFAULT_SESSION_IDLE_MINUTES = 120;
export const DEFAULT_SESSION_LIFETIME_HOURS = 12;
/** The bounds owners may choose within: 5 minutes to a day idle, 1 hour to 30 days in all. */
export const SESSION_IDLE_MINUTES_RANGE = { min: 5, max: 1440 } as const;
export const SESSION_LIFETIME_HOURS_RANGE = { min: 1, max: 720 } as const;

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

  /** A browser session unused this long ends (minutes). */
  @Property({ type: 'int', default: DEFAULT_SESSION_IDLE_MINUTES })
  sessionIdleMinutes: number = DEFAULT_SESSION_IDLE_MINUTES;

  /** A browser session ends this long after its sign-in, however busy (hours). */
  @Property({ type: 'int', default: DEFAULT_SESSION_LIFETIME_HOURS })
  sessionLifetimeHours: number = DEFAULT_SESSION_LIFETIME_HOURS;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** Whether owners require two-factor sign-in for every account (Settings). */
export async function twoFactorRequired(em: EntityManager): Promise<boolean> {
  const settings = await em.findOne(SecuritySettings, SECURITY_SETTINGS_ID);
  return settings?.requireTwoFactor ?? false;
}
