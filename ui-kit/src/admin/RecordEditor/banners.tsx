import { Alert, Button } from 'antd';
import type { FieldLabels, RecordVersion } from './RecordVersions';

export interface LockBannerProps {
  /** Who else has the record open, and since when (the hour as the office reads it: "13:55"). */
  holder: string;
  since: string;
  /** They took it over from this screen. */
  takenOver?: boolean;
  onTakeOver: () => void;
  takingOver?: boolean;
}

/**
 * The warning of an editor whose record someone else has open (or took over from this one),
 * with "Take over". Saving stays possible: the version check refuses a save over newer changes.
 */
export function LockBanner({ holder, since, takenOver, onTakeOver, takingOver }: LockBannerProps) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={
        takenOver
          ? `${holder} took over editing at ${since}`
          : `Being edited by ${holder} since ${since}`
      }
      description="You can still save: a save over their newer changes is refused and shows what they changed."
      action={
        <Button onClick={onTakeOver} loading={takingOver}>
          Take over
        </Button>
      }
    />
  );
}

/** Above a form that starts from changes this browser kept (a closed tab, a crash), not saved yet. */
export function RestoredBanner() {
  return (
    <Alert type="info" showIcon title="Your unsaved changes from last time were brought back." />
  );
}

export interface ConflictBannerProps {
  message: string;
  /** The record's versions, newest first, as read again after the conflict. */
  versions: readonly Pick<RecordVersion, 'version' | 'author' | 'changedFields'>[];
  /** The version the editor started from. */
  version: number;
  /** The record's field names as the editor labels them. */
  labels: FieldLabels;
  /** Takes version `newest` as the one to save over (the next save overwrites theirs). */
  onSaveOver: (newest: number) => void;
}

/**
 * "Changed by someone else at 14:02: review their changes", above an editor's form, with what
 * they changed ("Ann changed Title, Summary (version 4)") and a way to save over it.
 */
export function ConflictBanner({
  message,
  versions,
  version,
  labels,
  onSaveOver,
}: ConflictBannerProps) {
  const theirs = versions
    .filter((v) => v.version > version)
    .map(
      (v) =>
        `${v.author} changed ${v.changedFields.map((name) => labels[name] ?? name).join(', ')} (version ${v.version})`,
    )
    .join('; ');
  const advice = 'Compare the versions below, then save again to keep yours.';
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={message}
      description={theirs ? `${theirs}. ${advice}` : advice}
      action={
        <Button onClick={() => onSaveOver(versions[0]?.version ?? version)}>
          Save over theirs next
        </Button>
      }
    />
  );
}
