import { Button, Checkbox, Table } from 'antd';
import { useId, useState } from 'react';
import { Typography } from 'ui-kit';
import type { RecordVersionFieldsFragment } from '../../graphql/generated/graphql';
import { edmontonDateTime } from './AdminNewsletters/newsletterStates';
import { TableScroll } from './TableScroll';

export type RecordVersion = RecordVersionFieldsFragment;

/** The words a screen uses for its record's fields ("imageUrl" → "Cover"). */
export type FieldLabels = Readonly<Record<string, string>>;

export interface RecordVersionsProps {
  versions: readonly RecordVersion[];
  /** The version on screen: it cannot be restored onto itself. */
  current: number;
  /** The record's field names as the screen labels them; an unknown name is shown as is. */
  labels: FieldLabels;
  /** Restores a version as a new one; without it the history is read-only. */
  onRestore?: (version: number) => void;
  restoring?: boolean;
}

/**
 * Every saved version of a record (who, when, what changed), two of them compared field by
 * field, and, where the record type supports it, a restore that saves the chosen one again as a
 * new version. Shared by the editors of every record type that keeps versions.
 */
export function RecordVersions({
  versions,
  current,
  labels,
  onRestore,
  restoring = false,
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
    <section className="record-versions" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        Version history
      </Typography.Title>
      <Typography.Paragraph>Tick two versions to compare them.</Typography.Paragraph>
      <TableScroll label="Versions">
        <Table<RecordVersion>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={[...versions]}
          columns={[
            {
              title: 'Compare',
              render: (_, row) => (
                <Checkbox
                  aria-label={`Compare version ${row.version}`}
                  checked={chosen.includes(row.version)}
                  onChange={(event) => toggle(row.version, event.target.checked)}
                />
              ),
            },
            { title: 'Version', dataIndex: 'version' },
            {
              title: 'Saved',
              dataIndex: 'createdAt',
              render: (at: string) => edmontonDateTime(at),
            },
            { title: 'By', dataIndex: 'author' },
            {
              title: 'Changed',
              dataIndex: 'changedFields',
              render: (fields: string[]) => fields.map(label).join(', '),
            },
            ...(onRestore
              ? [
                  {
                    title: 'Restore',
                    render: (_: unknown, row: RecordVersion) =>
                      row.version === current ? (
                        'On screen'
                      ) : (
                        <Button
                          size="small"
                          loading={restoring}
                          onClick={() => onRestore(row.version)}
                        >
                          Restore version {row.version}
                        </Button>
                      ),
                  },
                ]
              : []),
          ]}
        />
      </TableScroll>
      {compared.length === 2 ? (
        <VersionDiff older={compared[0]} newer={compared[1]} labels={labels} />
      ) : null}
    </section>
  );
}

/** Two versions side by side, field by field; the fields that differ are marked. */
export function VersionDiff({
  older,
  newer,
  labels,
}: {
  older: RecordVersion;
  newer: RecordVersion;
  labels: FieldLabels;
}) {
  const value = (version: RecordVersion, name: string) =>
    version.values.find((field) => field.name === name)?.value ?? '';
  const names = [...new Set([...older.values, ...newer.values].map((field) => field.name))];
  return (
    <table className="version-diff">
      <caption>
        Version {older.version} and version {newer.version}
      </caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Version {older.version}</th>
          <th scope="col">Version {newer.version}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const changed = value(older, name) !== value(newer, name);
          return (
            <tr key={name} className={changed ? 'version-diff__changed' : undefined}>
              <th scope="row">
                {labels[name] ?? name}
                {changed ? <span className="version-diff__mark"> (changed)</span> : null}
              </th>
              <td>{value(older, name)}</td>
              <td>{value(newer, name)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
