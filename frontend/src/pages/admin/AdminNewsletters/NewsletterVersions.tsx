import { Button } from 'antd';
import { useState } from 'react';
import { Typography } from 'ui-kit';
import { VersionDiff } from 'ui-kit/admin';
import type { AdminNewsletterQuery } from '../../../graphql/generated/graphql';
import { edmontonDateTime } from './newsletterStates';

export type NewsletterVersion = AdminNewsletterQuery['recordVersions'][number];

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  date: 'Publication date',
  summary: 'Summary',
  content: 'Body',
  imageUrl: 'Cover',
  pdfUrl: 'PDF edition',
  status: 'Status',
};

export const fieldLabel = (name: string) => FIELD_LABELS[name] ?? name;

const diffVersion = (version: NewsletterVersion) => ({
  label: `Version ${version.version}`,
  values: version.values,
});

export interface NewsletterVersionsProps {
  versions: readonly NewsletterVersion[];
  /** The version on screen: it cannot be restored onto itself. */
  current: number;
  restoring: boolean;
  onRestore: (version: number) => void;
}

/**
 * Every saved version (who, when, what changed), two of them compared field by field, and a
 * restore that saves the chosen one again as a new version.
 */
export function NewsletterVersions({
  versions,
  current,
  restoring,
  onRestore,
}: NewsletterVersionsProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (version: number, on: boolean) =>
    setChosen((list) => (on ? [...list, version].slice(-2) : list.filter((v) => v !== version)));
  const compared = chosen
    .map((number) => versions.find((v) => v.version === number))
    .filter((v): v is NewsletterVersion => Boolean(v))
    .sort((a, b) => a.version - b.version);

  return (
    <section className="newsletter-versions" aria-labelledby="newsletter-versions-heading">
      <Typography.Title level={2} id="newsletter-versions-heading">
        Version history
      </Typography.Title>
      <Typography.Paragraph>Tick two versions to compare them.</Typography.Paragraph>
      {/* A plain table: the editor's first load stays light (antd's Table is 60 KiB). */}
      <div className="newsletter-versions__scroll">
        <table className="newsletter-versions__table">
          <thead>
            <tr>
              <th scope="col">Compare</th>
              <th scope="col">Version</th>
              <th scope="col">Saved</th>
              <th scope="col">By</th>
              <th scope="col">Changed</th>
              <th scope="col">Restore</th>
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
                <td>{edmontonDateTime(row.createdAt)}</td>
                <td>{row.author}</td>
                <td>{row.changedFields.map(fieldLabel).join(', ')}</td>
                <td>
                  {row.version === current ? (
                    'On screen'
                  ) : (
                    <Button size="small" loading={restoring} onClick={() => onRestore(row.version)}>
                      Restore version {row.version}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {compared.length === 2 ? (
        <VersionDiff
          older={diffVersion(compared[0])}
          newer={diffVersion(compared[1])}
          fieldLabel={fieldLabel}
        />
      ) : null}
    </section>
  );
}
