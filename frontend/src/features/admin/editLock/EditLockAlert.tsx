import { LockBanner, type LockBannerProps } from 'ui-kit/admin';
import { COMPANY_TIME_ZONE } from '../dates';
import type { EditLockStatus } from './useEditLock';

const CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "13:55": the hour and minute of an instant in Alberta, as the conflict message says it. */
export const edmontonClock = (iso: string) => CLOCK.format(new Date(iso));

/** The admin kit's lock banner for `status`, while someone else has the record open. */
export function EditLockAlert({ status }: { status: EditLockStatus }) {
  const lock = lockBanner(status);
  return lock ? <LockBanner {...lock} /> : null;
}

/** What the kit's lock banner shows of `status`: nothing while nobody else has the record. */
export function lockBanner(status: EditLockStatus): LockBannerProps | undefined {
  const { other } = status;
  if (!other) return undefined;
  return {
    holder: other.holder,
    since: edmontonClock(other.since),
    takenOver: status.takenOver,
    onTakeOver: status.takeOver,
    takingOver: status.takingOver,
  };
}
