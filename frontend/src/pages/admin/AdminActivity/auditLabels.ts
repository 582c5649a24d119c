import type { AuditAction } from '../../../graphql/generated/admin-activity/graphql';

/** How the trail names each change: a filter label and the verb of a sentence. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, { label: string; verb: string }> = {
  CREATE: { label: 'Created', verb: 'created' },
  UPDATE: { label: 'Updated', verb: 'updated' },
  DELETE: { label: 'Deleted', verb: 'deleted' },
  PUBLISH: { label: 'Published', verb: 'published' },
  UNPUBLISH: { label: 'Unpublished', verb: 'unpublished' },
  RESTORE: { label: 'Restored a version', verb: 'restored a version of' },
  MOVE: { label: 'Moved', verb: 'moved' },
  SEND: { label: 'E-mailed', verb: 'e-mailed' },
  ERASE: { label: 'Erased', verb: 'erased' },
  PASSWORD_CHANGE: { label: 'Password changed', verb: 'changed the password of' },
  SIGN_OUT_EVERYWHERE: { label: 'Signed out everywhere', verb: 'signed out everywhere' },
  INVITE: { label: 'Invited', verb: 'invited' },
  ACCEPT_INVITATION: { label: 'Accepted an invitation', verb: 'accepted the invitation' },
  PASSWORD_RESET: { label: 'Password reset by e-mail', verb: 'reset the password by e-mail' },
  TWO_FACTOR_ON: { label: 'Two-factor turned on', verb: 'turned on two-factor sign-in' },
  TWO_FACTOR_OFF: { label: 'Two-factor turned off', verb: 'turned off two-factor sign-in' },
  SIGN_IN: { label: 'Signed in', verb: 'signed in' },
  SIGN_IN_FAILED: { label: 'Failed sign-in', verb: 'failed to sign in' },
  SIGN_OUT: { label: 'Session ended', verb: 'ended a session of' },
};

/** The actions in the order the filter lists them. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/**
 * The kinds of record the backend audits (the `recordType` its services write), as the office
 * names them; a kind not listed here shows as the backend wrote it.
 */
export const RECORD_TYPE_LABELS: Record<string, string> = {
  newsletter: 'Newsletter',
  product: 'Product',
  testimonial: 'Testimonial',
  'team-member': 'Team member',
  technology: 'Technology entry',
  'certification-card': 'Certification card',
  document: 'Document',
  video: 'Video',
  'video-category': 'Video category',
  image: 'Image',
  'company-settings': 'Company settings',
  account: 'Account',
  contact: 'Contact message',
  person: 'Personal data',
  'mail-suppression': 'Suppressed address',
  'subscriber-import': 'Subscriber import',
};

export const recordTypeLabel = (recordType: string) => RECORD_TYPE_LABELS[recordType] ?? recordType;

/**
 * One change as a sentence: 'admin published “Spring Seeding Checklist”'. A sign-in, a sign-out,
 * an accepted invitation or a reset password names no record: the account is the one who did it.
 */
export function auditSentence(actor: string, action: AuditAction, recordLabel: string): string {
  const { verb } = AUDIT_ACTION_LABELS[action];
  // Done to one's own account: the account is the one who did it.
  const own = ['SIGN_OUT_EVERYWHERE', 'ACCEPT_INVITATION', 'PASSWORD_RESET', 'SIGN_IN'];
  if (own.includes(action) || (action === 'SIGN_IN_FAILED' && actor === recordLabel)) {
    return `${actor} ${verb}`;
  }
  if (action === 'SIGN_OUT' && actor === recordLabel) return `${actor} signed out`;
  if (action === 'TWO_FACTOR_ON' || action === 'TWO_FACTOR_OFF') {
    return actor === recordLabel ? `${actor} ${verb}` : `${actor} ${verb} for “${recordLabel}”`;
  }
  return `${actor} ${verb} “${recordLabel}”`;
}
