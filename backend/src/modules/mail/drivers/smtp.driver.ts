import { connect, type Socket } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import {
  MailRefusedError,
  type AddressedMail,
  type MailDriver,
  type SentMail,
} from '../mail.types.js';

/** Connections kept open to the SMTP server: sends run this many at a time. */
export const SMTP_POOL_SIZE = 4;

const CONNECT_TIMEOUT_MS = 15_000;

/**
 * Opens the TCP connection with Nagle's algorithm off. SMTP writes a message and its final
 * "\r\n.\r\n" apart; with Nagle on, the second waits for the server's delayed ACK (40 ms on
 * Linux), which held each connection to about 20 messages a second. nodemailer upgrades the
 * socket to TLS itself (smtps, STARTTLS).
 */
function noDelaySocket(
  options: { host?: string; port?: number },
  callback: (error: Error | null, socket?: { connection: Socket }) => void,
): void {
  const socket = connect({ host: options.host, port: options.port ?? 587 });
  socket.setNoDelay(true);
  const fail = (error: Error) => {
    socket.destroy();
    callback(error);
  };
  socket.setTimeout(CONNECT_TIMEOUT_MS, () =>
    fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })),
  );
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.setTimeout(0);
    socket.removeListener('error', fail);
    callback(null, { connection: socket });
  });
}

/** What nodemailer attaches to an error the server answered with a code. */
interface SmtpError extends Error {
  responseCode?: number;
  response?: string;
}

/**
 * Sends over SMTP with nodemailer's pooled transport, configured by SMTP_URL
 * (`smtp://user:pass@host:587`, `smtps://…:465`). A 5xx answer is a refusal for good
 * (MailRefusedError); timeouts, dropped connections and 4xx answers may pass, and are thrown as
 * they are so the queue tries again later.
 */
export class SmtpDriver implements MailDriver {
  readonly name = 'smtp' as const;
  private readonly transport: Transporter<SMTPPool.SentMessageInfo>;

  constructor(smtpUrl: string) {
    const url = new URL(smtpUrl);
    this.transport = nodemailer.createTransport({
      pool: true,
      maxConnections: SMTP_POOL_SIZE,
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      // A local relay (or a test server) may offer no TLS; a remote one must not be downgraded.
      ignoreTLS: url.searchParams.get('tls') === 'off',
      getSocket: noDelaySocket,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    } satisfies SMTPPool.Options);
  }

  async send(mail: AddressedMail): Promise<SentMail> {
    try {
      const info = await this.transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
      });
      return { messageId: mail.messageId, response: info.response };
    } catch (error) {
      const code = (error as SmtpError).responseCode;
      if (code !== undefined && code >= 500 && code < 600) {
        throw new MailRefusedError((error as SmtpError).response ?? (error as Error).message, code);
      }
      throw error;
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
