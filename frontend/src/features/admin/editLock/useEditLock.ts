import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, useToast } from 'ui-kit';
import {
  AcquireEditLockDocument,
  HeartbeatEditLockDocument,
  ReleaseEditLockDocument,
  type EditLockFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import { isUnauthenticated } from '../adminErrors';

/**
 * How often an open editor tells the server it is still there. The server lets a lock lapse 90 s
 * after the last beat (EDIT_LOCK_TTL_MS), so two beats may go missing before others see it free.
 */
export const EDIT_LOCK_HEARTBEAT_MS = 30_000;

/** What an editor shows about the record's lock. */
export interface EditLockStatus {
  /** The other editor's lock while someone else has the record open; undefined otherwise. */
  other: EditLockFieldsFragment | undefined;
  /** True when this tab held the lock and the other editor took it over. */
  takenOver: boolean;
  /** Takes the lock from the other editor. */
  takeOver: () => void;
  takingOver: boolean;
}

/** A random key for this tab: the admin account is shared, so a username names no one editor. */
function newSessionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Holds the edit lock of one record while its editor is open: acquires it on open, beats every
 * 30 s (which also picks the lock up once the other editor has left), and lets go on leaving (the
 * editor closing, or the tab going away: `keepalive` lets that request outlive the page). Nothing
 * for a record not saved yet (`recordId` undefined). The lock only warns: saves stay guarded by
 * the record's version check, so a failed lock request is not worth interrupting anyone for.
 */
export function useEditLock(recordType: string, recordId: string | undefined): EditLockStatus {
  const toast = useToast();
  const [sessionKey] = useState(newSessionKey);
  const [lock, setLock] = useState<EditLockFieldsFragment | null>(null);
  const [takenOver, setTakenOver] = useState(false);
  const mine = useRef(false);
  const [acquire, acquiring] = useMutation(AcquireEditLockDocument);
  const [heartbeat] = useMutation(HeartbeatEditLockDocument);
  const [release] = useMutation(ReleaseEditLockDocument, {
    context: { fetchOptions: { keepalive: true } },
  });

  const show = useCallback((next: EditLockFieldsFragment | null | undefined) => {
    if (!next) return;
    // Lost while held: "took over"; it stays said until the lock is ours again. Read the ref
    // now: the updater runs later, after the ref below has changed.
    const wasMine = mine.current;
    setTakenOver((said) => !next.mine && (said || wasMine));
    mine.current = next.mine;
    setLock(next);
  }, []);

  useEffect(() => {
    if (!recordId) return;
    const variables = { recordType, recordId, sessionKey };
    let closed = false;
    const ignore = () => undefined;
    const leave = () => {
      if (!mine.current) return;
      mine.current = false;
      void release({ variables }).catch(ignore);
    };
    const settle = (next: EditLockFieldsFragment | null | undefined) => {
      // An answer that arrives after the editor closed: give back what it gave us.
      if (closed) {
        if (next?.mine) void release({ variables }).catch(ignore);
        return;
      }
      show(next);
    };
    const open = () =>
      void acquire({ variables })
        .then((result) => settle(result.data?.acquireEditLock?.lock))
        .catch(ignore);
    // Back from the browser's page cache after a `pagehide` that let go: open it again.
    const reopen = (event: PageTransitionEvent) => {
      if (event.persisted) open();
    };
    open();
    const timer = setInterval(() => {
      void heartbeat({ variables })
        .then((result) => settle(result.data?.heartbeatEditLock?.lock))
        .catch(ignore);
    }, EDIT_LOCK_HEARTBEAT_MS);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', reopen);
    return () => {
      closed = true;
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', reopen);
      leave();
    };
  }, [recordType, recordId, sessionKey, acquire, heartbeat, release, show]);

  const takeOver = () => {
    if (!recordId) return;
    acquire({ variables: { recordType, recordId, sessionKey, takeOver: true } })
      .then((result) => show(result.data?.acquireEditLock?.lock))
      .catch((error: unknown) => {
        if (!isUnauthenticated(error)) toast.error('Not taken over', errorMessage(error));
      });
  };

  return {
    other: lock && !lock.mine ? lock : undefined,
    takenOver,
    takeOver,
    takingOver: acquiring.loading,
  };
}
