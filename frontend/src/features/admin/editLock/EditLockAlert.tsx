import { Alert, Button } from 'antd';
import type { EditLockStatus } from './useEditLock';

const CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Edmonton',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "13:55": the hour and minute of an instant in Alberta, as the conflict message says it. */
export const edmontonClock = (iso: string) => CLOCK.format(new Date(iso));

/**
 * The warning of an editor whose record someone else has open (or took over from this one),
 * with "Take over". Saving stays possible: the version check refuses a save over newer changes.
 */
export function EditLockAlert({ status }: { status: EditLockStatus }) {
  const { other } = status;
  if (!other) return null;
  const time = edmontonClock(other.since);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      message={
        status.takenOver
          ? `${other.holder} took over editing at ${time}`
          : `Being edited by ${other.holder} since ${time}`
      }
      description="You can still save: a save over their newer changes is refused and shows what they changed."
      action={
        <Button onClick={status.takeOver} loading={status.takingOver}>
          Take over
        </Button>
      }
    />
  );
}
