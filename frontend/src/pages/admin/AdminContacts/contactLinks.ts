import { BUSINESS_TYPE_LABELS } from '../../../app/labels';
import type { AdminContactsQuery } from '../../../graphql/generated/admin-contacts/graphql';

export type Submission = NonNullable<AdminContactsQuery['contacts']>['edges'][number]['node'];

/** "Reply via Email": a mail draft to the sender with a subject and a greeting. */
export function replyMailto(submission: Submission, companyName: string): string {
  const subject = `Re: Your message to ${companyName}`;
  const body = `Hello ${submission.name},\n\nThank you for contacting ${companyName}.\n\n`;
  return `mailto:${submission.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** "Call": the phone number without separators, for the tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "Copy Details": name, email, phone, business type and message as plain text. */
export function submissionDetails(submission: Submission): string {
  return [
    `Name: ${submission.name}`,
    `Email: ${submission.email}`,
    `Phone: ${submission.phone}`,
    `Business Type: ${BUSINESS_TYPE_LABELS[submission.businessType]}`,
    `Message:`,
    submission.message,
  ].join('\n');
}
