import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import { ACCOUNT_RECORD, type AdminUser } from './admin-user.entity.js';
import { BrowserSession } from './browser-session.entity.js';
import { allows, isUserRole } from './roles.js';
import { secretHash } from './secret-hash.js';
import { SECURITY_SETTINGS_ID, SESSION_LIFETIME_HOURS_RANGE } from './security-settings.entity.js';
import type { AuthUser } from './token.service.js';

export const BROWSER_SESSION_MESSAGES = {
  notFound: 'Session not found',
} as const;

/**
 * Sets and clears the browser's session cookie: the transport's half of a browser sign-in (the
 * POST /graphql answer's Set-Cookie, http/session-cookie.ts). Absent where no answer can carry a
 * cookie (a rendered page, a script's bearer request).
 */
export interface SessionCookieJar {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /** Why this answer cannot carry a session cookie (plain http away from localhost), if so. */
  refusal?: string;
}

/** A session just begun: the cookie's token (never stored) and when its cookie expires. */
export interface StartedSession {
  id: number;
  token: string;
  expiresAt: Date;
}

/** A live session as the Sessions list shows it. */
export interface SessionSummary {
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  address: string;
  userAgent: string;
  /** When it ends unless used again first: its idle timeout or its absolute lifetime. */
  endsAt: Date;
}

/**
 * May see and end other people's sessions: a role that manages accounts (owners), once its own
 * two-factor is set up where owners require it.
 */
export function managesSessions(user: AuthUser): boolean {
  return allows(user, 'administration') && !user.mustSetUpTwoFactor;
}

/** How often a session's last-seen time and address are written: at most once a minute. */
const TOUCH_AFTER = "interval '1 minute'";

/**
 * The conditions of a live session, `s` joined with its account `a` and the settings `st`: the
 * account is active and still has the token version the session began with (a password change,
 * a reset, "sign out everywhere" raise it), and neither timeout has passed, by the database clock.
 */
const LIVE = `a.status = 'active' and a.token_version = s.account_version
  and s.created_at > now() - make_interval(hours => st.session_lifetime_hours)
  and s.last_seen_at > now() - make_interval(mins => st.session_idle_minutes)`;

const FROM = `from admin_sessions s
  join admin_users a on a.id = s.account_id
  join security_settings st on st.id = ${SECURITY_SETTINGS_ID}`;

/** The User-Agent as stored: cut to the column's 300 characters. */
const USER_AGENT_MAX = 300;

interface SessionRow {
  session_id: number;
  stale: boolean;
  address: string;
  id: number;
  username: string;
  role: string;
  must_set_up: boolean;
}

/**
 * The admin's browser sessions (issue 25, part 5): a sign-in in the browser gets an opaque random
 * token carried in an HttpOnly cookie, so no page script can read it, and a row here keyed by its
 * SHA-256. Every request checks the row, its account and both timeouts in one query, so ending a
 * session, disabling its account or changing a timeout takes effect at once on every instance.
 */
export class BrowserSessionService {
  constructor(private readonly em: EntityManager) {}

  /** Begins a session for `account` (its password, and code, just checked) from this browser. */
  async start(
    account: Pick<AdminUser, 'id' | 'tokenVersion'>,
    client: { address: string; userAgent?: string },
  ): Promise<StartedSession> {
    const token = randomBytes(32).toString('base64url');
    const connection = this.em.getConnection();
    // The account's ended sessions go as a new one begins: the table holds live ones, and a few.
    await connection.execute(
      `delete from admin_sessions s using admin_users a, security_settings st
        where s.account_id = ? and a.id = s.account_id and st.id = ${SECURITY_SETTINGS_ID}
          and not (${LIVE})`,
      [account.id],
    );
    const session = this.em.create(BrowserSession, {
      account: account.id,
      tokenHash: secretHash(token),
      accountVersion: account.tokenVersion,
      address: client.address.slice(0, 64),
      userAgent: (client.userAgent ?? '').slice(0, USER_AGENT_MAX),
    });
    await this.em.flush();
    // The cookie itself lasts as long as the longest lifetime owners may choose, so that a
    // lifetime raised later applies to this session too: the row decides when it ends.
    const expiresAt = new Date(
      session.createdAt.getTime() + SESSION_LIFETIME_HOURS_RANGE.max * 3_600_000,
    );
    return { id: session.id, token, expiresAt };
  }

  /**
   * Who the cookie's token speaks for, or undefined: unknown, ended, idle too long, too old, or
   * its account disabled or signed out everywhere. One query; a write at most once a minute
   * (last seen, and the address it was seen from).
   */
  async authenticate(token: string, address: string): Promise<AuthUser | undefined> {
    const connection = this.em.getConnection();
    const [row] = await connection.execute<SessionRow[]>(
      `select s.id as session_id, s.last_seen_at < now() - ${TOUCH_AFTER} as stale, s.address,
          a.id, a.username, a.role, (a.totp_secret is null and st.require_two_factor) as must_set_up
        ${FROM}
        where s.token_hash = ? and ${LIVE}`,
      [secretHash(token)],
    );
    if (!row || !isUserRole(row.role)) return undefined;
    if (row.stale || row.address !== address.slice(0, 64)) {
      await connection.execute(
        `update admin_sessions set last_seen_at = now(), address = ? where id = ?`,
        [address.slice(0, 64), row.session_id],
      );
    }
    return {
      id: row.id,
      username: row.username,
      role: row.role,
      mustSetUpTwoFactor: row.must_set_up,
      sessionId: row.session_id,
    };
  }

  /** The account's live sessions, the most recently used first. */
  async list(accountId: number): Promise<SessionSummary[]> {
    const rows = await this.em.getConnection().execute<
      {
        id: number;
        created_at: Date;
        last_seen_at: Date;
        address: string;
        user_agent: string;
        ends_at: Date;
      }[]
    >(
      `select s.id, s.created_at, s.last_seen_at, s.address, s.user_agent,
          least(s.created_at + make_interval(hours => st.session_lifetime_hours),
                s.last_seen_at + make_interval(mins => st.session_idle_minutes)) as ends_at
        ${FROM}
        where s.account_id = ? and ${LIVE}
        order by s.last_seen_at desc, s.id desc`,
      [accountId],
    );
    return rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at),
      lastSeenAt: new Date(r.last_seen_at),
      address: r.address,
      userAgent: r.user_agent,
      endsAt: new Date(r.ends_at),
    }));
  }

  /**
   * Ends one session: the person's own, or, for an account that may manage accounts (owners),
   * anyone's. Any other id is NOT_FOUND (it says nothing about other people's sessions). Audited
   * on the session's account.
   */
  async end(me: AuthUser, id: string, actor: Actor): Promise<number> {
    const sessionId = parseId(id);
    const ended = sessionId
      ? await this.em.transactional(async (em) => {
          const found = await em.findOne(
            BrowserSession,
            { id: sessionId },
            { populate: ['account'] },
          );
          if (!found) return null;
          if (found.account.id !== me.id && !managesSessions(me)) return null;
          em.remove(found);
          this.audit(em, found.account, actor, found.id === me.sessionId ? '' : `session ${id}`);
          return found.id;
        })
      : null;
    if (ended === null) throw new NotFoundError(BROWSER_SESSION_MESSAGES.notFound);
    return ended;
  }

  /** Ends a session whose cookie this browser no longer holds (replaced by a new sign-in). */
  async drop(sessionId: number): Promise<void> {
    await this.em.nativeDelete(BrowserSession, { id: sessionId });
  }

  /** Signs this browser out: its session ends; the account's other sessions go on. */
  async signOut(user: AuthUser, actor: Actor): Promise<void> {
    if (user.sessionId === undefined) return;
    await this.em.transactional(async (em) => {
      const found = await em.findOne(BrowserSession, user.sessionId!, { populate: ['account'] });
      if (!found) return;
      em.remove(found);
      this.audit(em, found.account, actor, '');
    });
  }

  private audit(em: EntityManager, account: AdminUser, actor: Actor, note: string): void {
    new HistoryService(em).audit(
      ACCOUNT_RECORD,
      account.id,
      account.username,
      [],
      actor,
      AuditAction.SIGN_OUT,
      note,
    );
  }
}
