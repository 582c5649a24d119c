import type { MikroORM } from '@mikro-orm/postgresql';
import type { AddressedMail, MailDriver, SentMail } from '../mail.types.js';
import { OutboxMessage } from '../outbox-message.entity.js';

/**
 * The local outbox: with no SMTP_URL, every message is stored whole in PostgreSQL and shown at
 * /admin/outbox, so a fresh `npm start` shows the whole flow (confirmation, edition, unsubscribe)
 * with nothing else installed. Nothing leaves the machine.
 */
export class OutboxDriver implements MailDriver {
  readonly name = 'outbox' as const;

  constructor(private readonly orm: MikroORM) {}

  async send(mail: AddressedMail): Promise<SentMail> {
    const em = this.orm.em.fork();
    const stored = em.create(OutboxMessage, {
      messageId: mail.messageId,
      sender: mail.from,
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
    });
    await em.flush();
    return { messageId: mail.messageId, response: `stored in the outbox as #${stored.id}` };
  }

  async close(): Promise<void> {}
}
