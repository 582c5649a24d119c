import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How long a lock outlives its last heartbeat. The editor beats every 30 s, so three beats may be
 * lost (a slow network, a laptop lid closed briefly) before others see the record as free; a tab
 * closed without a goodbye (a crash) frees it at the latest after this long.
 */
export const EDIT_LOCK_TTL_MS = 90_000;

/** Which editor asks: the signed-in username and the browser tab's own random key. */
export interface LockOwner {
  username: string;
  sessionKey: string;
}

/** A lock as it stands after an acquire or a heartbeat. */
export interface LockState {
  recordType: string;
  recordId: number;
  holder: string;
  since: Date;
  heartbeatAt: Date;
  expiresAt: Date;
  /** True when the asking editor (same username and tab) holds it. */
  mine: boolean;
}

interface LockRow {
  record_type: string;
  record_id: number;
  holder: string;
  session_key: string;
  since: Date;
  heartbeat_at: Date;
}

/*
 * One statement decides who holds the lock, so two editors opening a record at the same moment
 * cannot both win: the insert meets the unique (record_type, record_id) and PostgreSQL locks the
 * existing row before the `where` of the update is evaluated. The row is taken when it is the
 * asker's own (a heartbeat, `since` kept), expired, or taken over on purpose (`since` restarts).
 */
const ACQUIRE = `insert into "edit_locks" as l
    ("record_type", "record_id", "holder", "session_key", "since", "heartbeat_at")
  values (?, ?, ?, ?, ?, ?)
  on conflict ("record_type", "record_id") do update set
    "holder" = excluded."holder",
    "session_key" = excluded."session_key",
    "since" = case when l."holder" = excluded."holder" and l."session_key" = excluded."session_key"
      and l."heartbeat_at" >= ? then l."since" else excluded."since" end,
    "heartbeat_at" = excluded."heartbeat_at"
  where (l."holder" = excluded."holder" and l."session_key" = excluded."session_key")
    or l."heartbeat_at" < ? or ?
  returning *`;

const CURRENT = `select * from "edit_locks" where "record_type" = ? and "record_id" = ?`;

const RELEASE = `delete from "edit_locks"
  where "record_type" = ? and "record_id" = ? and "holder" = ? and "session_key" = ?`;

/**
 * Edit locks of any record type: "being edited by office since 13:55". Advisory only: saving is
 * guarded by the record's version check, a lock only warns. Rows are written with plain SQL, not
 * flushed entities, so no write here can reach the cache invalidation of public content.
 */
export class EditLockService {
  constructor(
    private readonly em: EntityManager,
    /** The time; tests pass their own clock to expire locks without waiting. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Opens the record for `owner`: takes the lock when it is free, expired or already theirs, or
   * when `takeOver` asks to; otherwise answers the other editor's lock, untouched.
   */
  async acquire(
    recordType: string,
    recordId: number,
    owner: LockOwner,
    takeOver = false,
  ): Promise<LockState | null> {
    const now = this.now();
    const expiredBefore = new Date(now.getTime() - EDIT_LOCK_TTL_MS);
    const connection = this.em.getConnection();
    // The row may vanish (released) between a refused upsert and the read: then try again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const taken = await connection.execute<LockRow[]>(ACQUIRE, [
        recordType,
        recordId,
        owner.username,
        owner.sessionKey,
        now,
        now,
        expiredBefore,
        expiredBefore,
        takeOver,
      ]);
      if (taken[0]) return this.state(taken[0], owner);
      const current = await connection.execute<LockRow[]>(CURRENT, [recordType, recordId]);
      if (current[0]) return this.state(current[0], owner);
    }
    return null;
  }

  /**
   * Keeps `owner`'s lock alive. The same statement as a plain acquire: the editor learns whether
   * someone took over meanwhile (their lock answers, `mine` false), and a lock that expired while
   * nobody wanted it (a laptop asleep) is simply taken again.
   */
  heartbeat(recordType: string, recordId: number, owner: LockOwner): Promise<LockState | null> {
    return this.acquire(recordType, recordId, owner, false);
  }

  /** Lets go of `owner`'s lock; true when they held it (someone else's is left alone). */
  async release(recordType: string, recordId: number, owner: LockOwner): Promise<boolean> {
    const deleted = await this.em
      .getConnection()
      .execute(RELEASE, [recordType, recordId, owner.username, owner.sessionKey], 'run');
    return (deleted as { affectedRows?: number }).affectedRows === 1;
  }

  private state(row: LockRow, owner: LockOwner): LockState {
    const heartbeatAt = new Date(row.heartbeat_at);
    return {
      recordType: row.record_type,
      recordId: row.record_id,
      holder: row.holder,
      since: new Date(row.since),
      heartbeatAt,
      expiresAt: new Date(heartbeatAt.getTime() + EDIT_LOCK_TTL_MS),
      mine: row.holder === owner.username && row.session_key === owner.sessionKey,
    };
  }
}
