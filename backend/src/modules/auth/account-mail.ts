import type { EntityManager } from '@mikro-orm/postgresql';
import { COMPANY } from '../company/index.js';
import { renderMail, type DeliveryFacts, type MailContext, type MailKind } from '../mail/index.js';
import { AccountLink, type AccountLinkPurpose } from './account-link.entity.js';
import {
  ACCOUNT_LINK_PATHS,
  ACCOUNT_MAIL_KINDS,
  INVITATION_TTL_HOURS,
  linkIdOfKey,
  newLinkToken,
} from './account-links.service.js';
import { ROLE_LABELS } from './roles.js';

/**
 * The e-mail of an account link (an invitation or a password reset), composed when it is sent: it
 * makes the link's token then, stores only its hash (replacing any earlier one, so only the latest
 * e-mail's link works), and sends nothing once the link is used, void or expired, or the account
 * no longer waits for it (accepted, disabled) or has another address.
 */
function accountLinkMail(purpose: AccountLinkPurpose, now: () => Date): MailKind {
  return {
    kind: ACCOUNT_MAIL_KINDS[purpose],
    async compose(em: EntityManager, delivery: DeliveryFacts, context: MailContext) {
      const linkId = linkIdOfKey(delivery.dedupeKey);
      if (linkId === undefined) return null;
      const link = await em.findOne(AccountLink, linkId, { populate: ['account'] });
      if (!link || link.purpose !== purpose || link.usedAt || link.expiresAt <= now()) return null;
      const { account } = link;
      const waiting = purpose === 'invitation' ? 'invited' : 'active';
      if (account.status !== waiting || account.email !== delivery.recipient) return null;
      const { token, hash } = newLinkToken();
      link.tokenHash = hash;
      await em.flush();
      const url = `${context.publicUrl}${ACCOUNT_LINK_PATHS[purpose]}#${token}`;
      const { company } = context;
      const footer = [company.name, company.mailingAddress, `${company.email} · ${company.phone}`];
      const greeting = account.name ? `Hello ${account.name},` : 'Hello,';
      if (purpose === 'invitation') {
        const role = ROLE_LABELS[account.role].toLowerCase();
        const days = INVITATION_TTL_HOURS / 24;
        const { html, text } = renderMail({
          preheader: `You are invited to the ${COMPANY.name} admin.`,
          heading: `Join the ${COMPANY.name} admin`,
          paragraphs: [
            greeting,
            `You have been invited to the ${COMPANY.name} website's admin as ${indefinite(role)} ${role}. Choose a password to accept the invitation; you will then sign in with the username ${account.username}.`,
            `The link works once, for ${days} days. If you did not expect this invitation, ignore this e-mail: no account is made active without you.`,
          ],
          button: { label: 'Accept invitation', url },
          footer,
        });
        return {
          to: delivery.recipient,
          subject: `You are invited to the ${COMPANY.name} admin`,
          text,
          html,
        };
      }
      const { html, text } = renderMail({
        preheader: 'Choose a new password for the admin.',
        heading: 'Choose a new password',
        paragraphs: [
          greeting,
          `Someone, probably you, asked to reset the password of the admin account ${account.username}.`,
          'The link works once, for one hour. Choosing a new password signs the account out on every device. If you did not ask for it, ignore this e-mail: your password stays as it is.',
        ],
        button: { label: 'Choose a new password', url },
        footer,
      });
      return {
        to: delivery.recipient,
        subject: `Reset your ${COMPANY.name} admin password`,
        text,
        html,
      };
    },
  };
}

const indefinite = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The invitation and password-reset e-mails (the auth module's mail kinds). */
export function accountMailKinds(now: () => Date = () => new Date()): MailKind[] {
  return [accountLinkMail('invitation', now), accountLinkMail('password-reset', now)];
}
