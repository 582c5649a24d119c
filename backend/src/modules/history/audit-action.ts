import { registerEnumType } from 'type-graphql';

/** What an admin did to a record, as the audit trail names it. */
export enum AuditAction {
  CREATE = 'CREATE',
  UPDATE = 'UPDATE',
  DELETE = 'DELETE',
  PUBLISH = 'PUBLISH',
  UNPUBLISH = 'UNPUBLISH',
  RESTORE = 'RESTORE',
  PASSWORD_CHANGE = 'PASSWORD_CHANGE',
  SIGN_OUT_EVERYWHERE = 'SIGN_OUT_EVERYWHERE',
  MOVE = 'MOVE',
  SEND = 'SEND',
  ERASE = 'ERASE',
  INVITE = 'INVITE',
  ACCEPT_INVITATION = 'ACCEPT_INVITATION',
  PASSWORD_RESET = 'PASSWORD_RESET',
  TWO_FACTOR_ON = 'TWO_FACTOR_ON',
  TWO_FACTOR_OFF = 'TWO_FACTOR_OFF',
  SIGN_IN = 'SIGN_IN',
  SIGN_IN_FAILED = 'SIGN_IN_FAILED',
  SIGN_OUT = 'SIGN_OUT',
}

registerEnumType(AuditAction, {
  name: 'AuditAction',
  description: 'What an admin did to a record.',
  valuesConfig: {
    CREATE: { description: 'Created it.' },
    UPDATE: { description: 'Saved changes to it.' },
    DELETE: { description: 'Deleted it.' },
    PUBLISH: { description: 'Published it, or scheduled it for a later time.' },
    UNPUBLISH: { description: 'Took it off the site (back to draft).' },
    RESTORE: { description: 'Brought back an earlier version (saved as a new version).' },
    PASSWORD_CHANGE: { description: "Changed the account's password (ending its other sessions)." },
    SIGN_OUT_EVERYWHERE: { description: 'Signed the account out on every device.' },
    INVITE: { description: 'Invited a person by e-mail (or sent their invitation again).' },
    ACCEPT_INVITATION: {
      description: 'Accepted an invitation: chose a password, and the account became active.',
    },
    PASSWORD_RESET: {
      description:
        "Set a new password with an e-mailed reset link (ending the account's sessions).",
    },
    TWO_FACTOR_ON: { description: 'Turned on two-factor sign-in (new recovery codes).' },
    TWO_FACTOR_OFF: { description: 'Turned off two-factor sign-in.' },
    SIGN_IN: { description: 'Signed in.' },
    SIGN_OUT: {
      description:
        'Ended one browser session: signed out, or ended it from the Sessions list (the note names the session when it was not the one asking).',
    },
    SIGN_IN_FAILED: {
      description: 'A sign-in to the account failed (a wrong password or two-factor code).',
    },
    MOVE: { description: 'Moved it to another place in the order the site shows.' },
    SEND: { description: 'E-mailed it to subscribers.' },
    ERASE: {
      description:
        "Erased a person's personal data at their request (the entry names no one, only counts).",
    },
  },
});
