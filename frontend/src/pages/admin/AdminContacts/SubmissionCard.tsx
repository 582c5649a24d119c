import { Button, Tag } from 'antd';
import { formatDistanceStrict } from 'date-fns';
import { Card, useToast } from 'ui-kit';
import { BUSINESS_TYPE_LABELS } from '../../../app/labels';
import { businessTypeTone } from './businessTypeTone';
import { replyMailto, submissionDetails, telHref, type Submission } from './contactLinks';

export interface SubmissionCardProps {
  submission: Submission;
  companyName: string;
  /** Null on the first render: the relative time appears after mounting. */
  now: Date | null;
}

/** One contact form submission (spec section 2): who, when, how to answer, and the message. */
export function SubmissionCard({ submission, companyName, now }: SubmissionCardProps) {
  const toast = useToast();
  const created = new Date(submission.createdAt);
  const headingId = `submission-${submission.id}`;

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
      </article>
    </Card>
  );
}
