import { Button } from 'antd';
import { useId, useState } from 'react';
import { Typography } from '../../shared/Typography';
import { TableScroll } from '../RecordTable';
import { VersionDiff } from '../VersionDiff';
import '../admin.css';

/** One saved version of a record: who saved it when, what changed, and its fields as text. */
export interface RecordVersion {
  id: string;
  version: number;
  author: string;
  createdAt: string;
  changedFields: readonly string[];
  values: readonly { name: string; value: string | null }[];
}

/** The words a screen uses for its record's fields ("imageUrl" → "Cover"). */
export type FieldLabels = Readonly<Record<string, string>>;

export interface RecordVersionsProps {
  versions: readonly RecordVersion[];
  /** The version on screen: it cannot be restored onto itself. */
  current: number;
  /** The record's field names as the screen labels them; an unknown name is shown as is. */
  labels: FieldLabels;
  /** How a version's time is written ("Mar 1, 2026, 08:00", in the office's zone). */
  formatTime: (iso: string) => string;
  /** Restores a version as a new one; without it the history is read-only. */
  onRestore?: (version: number) => void;
  restoring?: boolean;
  /** What a restore brings back, when it is not the whole record (a product's documents stay). */
  restoreNote?: string;
}

/** The toast after a restore, on every editor. */
export const restoredMessage = (version: number) =>
  `Version ${version} was restored as a new version.`;

const diffVersion = (version: RecordVersion) => ({
  label: `Version ${version.version}`,
  values: version.values,
});

/**
 * Every saved version of a record (who, when, what changed), two of them compared field by
 * field, and, where the record type supports it, a restore that saves the chosen one again as a
 * new version.
 */
export function RecordVersions({
  versions,
  current,
  labels,
  formatTime,
  onRestore,
  restoring = false,
  restoreNote,
}: RecordVersionsProps) {
  const headingId = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const label = (name: string) => labels[name] ?? name;
  const toggle = (version: number, on: boolean) =>
    setChosen((list) => (on ? [...list, version].slice(-2) : list.filter((v) => v !== version)));
  const compared = chosen
    .map((number) => versions.find((v) => v.version === number))
    .filter((v): v is RecordVersion => Boolean(v))
    .sort((a, b) => a.version - b.version);

  return (
    <section className="pe-record-versions" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        Version history
      </Typography.Title>
      <Typography.Paragraph>
        Tick two versions to compare them.{onRestore && restoreNote ? ` ${restoreNote}` : ''}
      </Typography.Paragraph>
      {/* A plain table: an editor's first load stays light (antd's Table is 60 KiB). */}
      <TableScroll label="Versions">
        <table className="pe-record-versions__table">
          <thead>
            <tr>
              <th scope="col">Compare</th>
              <th scope="col">Version</th>
              <th scope="col">Saved</th>
              <th scope="col">By</th>
              <th scope="col">Changed</th>
              {onRestore ? <th scope="col">Restore</th> : null}
            </tr>
          </thead>
          <tbody>
            {versions.map((row) => (
              <tr key={row.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Compare version ${row.version}`}
                    checked={chosen.includes(row.version)}
                    onChange={(event) => toggle(row.version, event.target.checked)}
                  />
                </td>
                <td>{row.version}</td>
                <td>{formatTime(row.createdAt)}</td>
                <td>{row.author}</td>
                <td>{row.changedFields.map(label).join(', ')}</td>
                {onRestore ? (
                  <td>
                    {row.version === current ? (
                      'On screen'
                    ) : (
                      <Button
                        size="small"
                        loading={restoring}
                        onClick={() => onRestore(row.version)}
                      >
                        Restore version {row.version}
                      </Button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {compared.length === 2 ? (
        <VersionDiff
          older={diffVersion(compared[0])}
          newer={diffVersion(compared[1])}
          fieldLabel={label}
        />
      ) : null}
    </section>
  );
}
