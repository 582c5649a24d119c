import { renderMail, type MailKind } from '../mail/index.js';
import { Contact } from './contact.entity.js';
import { COMPANY_TIME_ZONE } from '../../common/calendar.js';

export const CONTACT_NOTIFICATION = 'contact-notification';

/**
 * The notice of a new contact message to the company's mailbox, written when it is sent: the
 * message in full, Reply-To the sender so that answering it answers them, and a link to the
 * admin's messages. A message deleted before its turn sends nothing.
 */
export const contactNotification: MailKind = {
  kind: CONTACT_NOTIFICATION,
  async compose(em, delivery, context) {
    if (delivery.contactId === null) return null;
    const contact = await em.findOne(Contact, { id: delivery.contactId });
    if (!contact) return null;
    const received = contact.createdAt.toLocaleString('en-CA', {
      timeZone: COMPANY_TIME_ZONE,
      dateStyle: 'long',
      timeStyle: 'short',
    });
    const { html, text } = renderMail({
      preheader: contact.message.slice(0, 120),
      heading: `New message from ${contact.name}`,
      paragraphs: [
        `Name: ${contact.name}\nE-mail: ${contact.email}\nPhone: ${contact.phone}\nBusiness type: ${contact.businessType}\nReceived: ${received}`,
        contact.message,
        'Reply to this e-mail to answer the sender.',
      ],
      button: { label: 'Open in the admin', url: `${context.publicUrl}/admin/messages` },
      footer: [
        `Sent by the ${context.company.name} website to ${context.companyMailbox}.`,
        'You get this because the address is the company mailbox (COMPANY_MAILBOX or Settings).',
      ],
    });
    return {
      to: context.companyMailbox,
      replyTo: contact.email,
      subject: `Contact form: ${contact.name} (${contact.businessType})`,
      text,
      html,
    };
  },
};
