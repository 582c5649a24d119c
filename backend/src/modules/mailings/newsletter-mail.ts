import type { EntityManager } from '@mikro-orm/postgresql';
import { renderMail, type MailContext, type MailKind, type OutgoingMail } from '../mail/index.js';
import { orNullIfNotFound } from '../../common/errors.js';
import { Newsletter, NewsletterService } from '../newsletters/index.js';
import { confirmedSubscriber, subscriberLinks } from '../subscribers/index.js';
import { NewsletterMailing } from './mailing.entity.js';
import { COMPANY_TIME_ZONE } from '../../common/calendar.js';

export const NEWSLETTER_MAIL = 'newsletter-edition';
export const NEWSLETTER_TEST_MAIL = 'newsletter-test';

/** The value of RFC 8058's header: the mail client may unsubscribe with one POST. */
export const ONE_CLICK = 'List-Unsubscribe=One-Click';

function absolute(publicUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The newsletter's text as paragraphs: blank lines part them, "- " lines become bullets. */
function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^- /gm, '• ').trim())
    .filter(Boolean);
}

/**
 * A newsletter as an e-mail to one subscriber (or a sample): the whole text, a link to the page
 * and the PDF, and a footer that says who sends it, from where, how to reach us and how to leave,
 * with the List-Unsubscribe headers of RFC 2369 and RFC 8058 (links valid for 180 days).
 */
export function newsletterMail(
  newsletter: Newsletter,
  recipient: { id: number; email: string },
  context: MailContext,
  options: { subject?: string; test?: boolean } = {},
): OutgoingMail {
  const links = subscriberLinks(context);
  const { company } = context;
  const page = `${context.publicUrl}/newsletter/${newsletter.id}`;
  const month = newsletter.date.toLocaleDateString('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
    month: 'long',
    year: 'numeric',
  });
  const { html, text } = renderMail({
    preheader: newsletter.summary,
    heading: newsletter.title,
    paragraphs: [
      ...(options.test ? ['This is a test of the e-mail; subscribers have not received it.'] : []),
      `${month} newsletter`,
      newsletter.summary,
      ...paragraphsOf(newsletter.content),
      ...(newsletter.pdfUrl
        ? [`The PDF edition: ${absolute(context.publicUrl, newsletter.pdfUrl)}`]
        : []),
    ],
    button: { label: 'Read it on our website', url: page },
    footer: [
      `${company.name}, ${company.mailingAddress}`,
      `${company.phone} · ${company.email}`,
      `You receive this newsletter because you subscribed with ${recipient.email} and confirmed it. You can unsubscribe at any time; it takes effect at once.`,
    ],
    footerLinks: [
      { label: 'Unsubscribe', url: links.unsubscribeUrl(recipient) },
      { label: 'Choose your topics', url: links.preferencesUrl(recipient) },
    ],
  });
  return {
    to: recipient.email,
    subject: options.subject ?? newsletter.title,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribeUrl(recipient)}>`,
      'List-Unsubscribe-Post': ONE_CLICK,
    },
  };
}

/** Newsletters read once per mailing and kept while it runs (a few at most). */
const newsletters = new Map<number, { newsletter: Newsletter; subject: string; at: number }>();
const KEEP_MS = 60_000;

/** The newsletter, whatever its state, or null once it is deleted. */
const newsletterOrNull = (em: EntityManager, id: number) =>
  orNullIfNotFound(new NewsletterService(em).find(id));

async function mailingNewsletter(em: EntityManager, mailingId: number) {
  const kept = newsletters.get(mailingId);
  if (kept && Date.now() - kept.at < KEEP_MS) return kept;
  const mailing = await em.findOne(NewsletterMailing, { id: mailingId });
  const newsletter = mailing && (await newsletterOrNull(em, mailing.newsletterId));
  if (!mailing || !newsletter) return undefined;
  const fresh = { newsletter, subject: mailing.subject, at: Date.now() };
  newsletters.set(mailingId, fresh);
  return fresh;
}

/**
 * A mailing's message to one subscriber, written when their turn comes: nothing (skipped) if
 * they are no longer confirmed, whatever the list said when the send started.
 */
export const newsletterEditionMail: MailKind = {
  kind: NEWSLETTER_MAIL,
  async compose(em, delivery, context) {
    if (delivery.mailingId === null || delivery.subscriberId === null) return null;
    const subscriber = await confirmedSubscriber(em, delivery.subscriberId);
    if (!subscriber) return null;
    const kept = await mailingNewsletter(em, delivery.mailingId);
    if (!kept) return null;
    return newsletterMail(kept.newsletter, subscriber, context, { subject: kept.subject });
  },
};

/** A test of a newsletter's e-mail to one address (`newsletter-test:<id>:<nonce>`). */
export const newsletterTestMail: MailKind = {
  kind: NEWSLETTER_TEST_MAIL,
  async compose(em, delivery, context) {
    const newsletterId = Number(delivery.dedupeKey.split(':')[1]);
    const newsletter = await newsletterOrNull(em, newsletterId);
    if (!newsletter) return null;
    // Its links are a sample's: they open the pages, which say the link is not a subscriber's.
    return newsletterMail(newsletter, { id: 0, email: delivery.recipient }, context, {
      subject: `[Test] ${newsletter.title}`,
      test: true,
    });
  },
};
