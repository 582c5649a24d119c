import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { errorMessage } from 'ui-kit';
import {
  AdminNewsletterMailingProgressDocument,
  type AdminMailingFieldsFragment,
} from '../../../graphql/generated/admin-newsletter-send/graphql';
import { edmontonDateTime } from '../../../features/admin/dates';
import { DeliveryResults } from './DeliveryResults';
import {
  answered,
  audienceText,
  countOf,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
} from './mailingLabels';

/** How often the progress is read again while the mailing sends. */
export const MAILING_POLL_MS = 2000;

export interface MailingViewProps {
  newsletterId: string;
  mailing: AdminMailingFieldsFragment;
}

/**
 * A newsletter that was e-mailed: who started it, when and to whom; while it sends, its progress,
 * read every 2 s until every recipient has an answer; the counts by state; and what became of
 * each recipient.
 */
export function MailingView({ newsletterId, mailing }: MailingViewProps) {
  const sendingNow = mailing.status === 'SENDING';
  // The answer updates the mailing in the cache, which the screen reads: the poll stops by itself
  // once it says SENT, or when the screen closes.
  const poll = useQuery(AdminNewsletterMailingProgressDocument, {
    variables: { id: newsletterId },
    pollInterval: MAILING_POLL_MS,
    skip: !sendingNow,
  });
  const { progress, recipientCount } = mailing;
  const done = answered(progress);
  const percent = recipientCount > 0 ? Math.floor((done / recipientCount) * 100) : 100;

  return (
    <>
      <dl className="newsletter-send__summary">
        <dt>Subject</dt>
        <dd>{mailing.subject}</dd>
        <dt>Audience</dt>
        <dd>{audienceText(mailing.topics)}</dd>
        <dt>Recipients</dt>
        <dd>{recipientCount}</dd>
        <dt>Started by</dt>
        <dd>{mailing.startedBy}</dd>
        <dt>Started at</dt>
        <dd>
          <time dateTime={mailing.createdAt}>{edmontonDateTime(mailing.createdAt)}</time>
        </dd>
        {mailing.finishedAt ? (
          <>
            <dt>Finished at</dt>
            <dd>
              <time dateTime={mailing.finishedAt}>{edmontonDateTime(mailing.finishedAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <section className="newsletter-send__section" aria-labelledby="mailing-progress">
        <h2 id="mailing-progress">{sendingNow ? 'Sending' : 'Sent'}</h2>
        {sendingNow ? null : (
          <Alert
            type="success"
            showIcon
            role="status"
            title="Every recipient has an answer."
            description={`${progress.sent} sent, ${progress.failed} failed, ${progress.bounced} bounced, ${progress.skipped} skipped.`}
          />
        )}
        {poll.error ? (
          <Alert
            type="warning"
            showIcon
            title={`Could not read the progress: ${errorMessage(poll.error)}. Trying again.`}
          />
        ) : null}
        <label className="newsletter-send__progress">
          <span>
            {done} of {recipientCount} recipients done ({percent}%)
          </span>
          <progress max={Math.max(recipientCount, 1)} value={recipientCount > 0 ? done : 1} />
        </label>
        <dl className="newsletter-send__counts">
          {DELIVERY_STATUSES.map((status) => (
            <div key={status}>
              <dt>{DELIVERY_STATUS_LABELS[status].label}</dt>
              <dd>{countOf(progress, status)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DeliveryResults newsletterId={newsletterId} mailing={mailing} />
    </>
  );
}
