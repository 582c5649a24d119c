import { Descriptions, Tag } from 'antd';
import { Typography } from 'ui-kit';
import type { AdminConsentFieldsFragment } from '../../../graphql/generated/admin-subscribers/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import { CONSENT_TYPE_LABELS, WITHDRAWAL_LABELS } from './subscriberLabels';

const when = (at: string | null) => (at ? edmontonDateTime(at) : '—');

/**
 * The consent ledger of an address as CASL evidence: each entry's type, the wording shown (its
 * version, hash and exact text), where and from what it was given, and when it was given,
 * confirmed and withdrawn (and how). Oldest first, as the ledger keeps them.
 */
export function ConsentRecords({
  consents,
  level = 4,
}: {
  consents: readonly AdminConsentFieldsFragment[];
  /** The heading level of each entry. */
  level?: 4 | 5;
}) {
  if (consents.length === 0) {
    return <Typography.Paragraph>No consent recorded.</Typography.Paragraph>;
  }
  return (
    <ol className="admin-consents">
      {consents.map((consent, index) => (
        <li key={consent.id}>
          <Typography.Title level={level}>
            Consent {index + 1}{' '}
            {/* antd's coloured tags miss WCAG AA contrast: the words say it. */}
            <Tag>
              {consent.withdrawnAt ? 'Withdrawn' : consent.confirmedAt ? 'Live' : 'Not confirmed'}
            </Tag>
          </Typography.Title>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'type', label: 'Type', children: CONSENT_TYPE_LABELS[consent.type] },
              { key: 'version', label: 'Wording version', children: consent.wordingVersion },
              {
                key: 'hash',
                label: 'Wording hash',
                children: <code className="admin-consents__hash">{consent.wordingHash}</code>,
              },
              {
                key: 'text',
                label: 'Wording shown',
                children: (
                  <blockquote className="admin-consents__wording">{consent.wordingText}</blockquote>
                ),
              },
              { key: 'page', label: 'Page', children: consent.page ?? '—' },
              { key: 'ip', label: 'IP address', children: consent.ipAddress },
              { key: 'ua', label: 'User agent', children: consent.userAgent ?? '—' },
              { key: 'given', label: 'Given', children: when(consent.givenAt) },
              { key: 'confirmed', label: 'Confirmed', children: when(consent.confirmedAt) },
              {
                key: 'withdrawn',
                label: 'Withdrawn',
                children: consent.withdrawnAt
                  ? `${when(consent.withdrawnAt)} (${consent.withdrawnHow ? WITHDRAWAL_LABELS[consent.withdrawnHow] : 'how unknown'})`
                  : '—',
              },
            ]}
          />
        </li>
      ))}
    </ol>
  );
}
