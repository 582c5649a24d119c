import { Button, Tag } from 'antd';
import { formatDistanceStrict } from 'date-fns';
import type { ReactNode } from 'react';
import { BrandTag, Card, useToast } from 'ui-kit';
import { BUSINESS_TYPE_LABELS } from '../../../app/labels';
import { businessTypeTone } from './businessTypeTone';
import { replyMailto, submissionDetails, telHref, type Submission } from './contactLinks';
import { CONTACT_STATUS_LABELS } from './contactStatus';

export interface SubmissionCardProps {
  submission: Submission;
  companyName: string;
  /** Null on the first render: the relative time appears after mounting. */
  now: Date | null;
  /** The office's follow-up under the message: its triage (ContactTriage). */
  children?: ReactNode;
}

/**
 * One contact form submission (spec section 2): who, when, whether it is new or handled, how to
 * answer, and the message.
 */
export function SubmissionCard({ submission, companyName, now, children }: SubmissionCardProps) {
  const toast = useToast();
  const created = new Date(submission.createdAt);
  const headingId = `submission-${submission.id}`;
  const status = CONTACT_STATUS_LABELS[submission.status];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(submissionDetails(submission));
      toast.success('Copied', 'Contact details copied to the clipboard');
    } catch {
      toast.error('Error', 'Could not copy to the clipboard. Please copy the details by hand.');
    }
  };

  return (
    <Card>
      <article aria-labelledby={headingId}>
        <div className="admin-submission__head">
          <h2 className="admin-submission__name" id={headingId}>
            {submission.name}
          </h2>
          <BrandTag tone={status.tone} className="admin-submission__status">
            <span className="pe-visually-hidden">Status: </span>
            {status.label}
          </BrandTag>
          <Tag className={`admin-badge admin-badge--${businessTypeTone(submission.businessType)}`}>
            {BUSINESS_TYPE_LABELS[submission.businessType]}
          </Tag>
          <time
            className="admin-submission__time"
            dateTime={submission.createdAt}
            title={created.toLocaleString('en-CA')}
          >
            {now ? formatDistanceStrict(created, now, { addSuffix: true }) : null}
          </time>
        </div>
        <div className="admin-submission__links">
          <a href={`mailto:${submission.email}`}>{submission.email}</a>
          <a href={telHref(submission.phone)}>{submission.phone}</a>
        </div>
        <p className="admin-submission__message">{submission.message}</p>
        <div className="admin-submission__actions">
          <Button type="primary" href={replyMailto(submission, companyName)}>
            Reply via Email
          </Button>
          <Button href={telHref(submission.phone)}>Call</Button>
          <Button onClick={() => void copy()}>Copy Details</Button>
        </div>
        {children}
      </article>
    </Card>
  );
}
