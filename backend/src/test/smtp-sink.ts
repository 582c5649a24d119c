import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as it went over the wire: the envelope, the raw source and its parsed form. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:port?tls=off`, for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Addresses answered `550 5.1.1 No such user` at RCPT TO. */
  refuse: Set<string>;
  /** Resolves when `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (connections are refused) until `start` again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server in the test process (smtp-server), on 127.0.0.1: the app's SMTP driver talks
 * to it as to any mail server, and the test reads what actually went over the wire.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Pooled connections are dropped at once on stop, as a server going down drops them.
      closeTimeout: 100,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address.toLowerCase())) {
          const error = new Error('5.1.1 No such user') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw,
                parsed,
              });
              for (const waiter of waiters.filter((w) => received.length >= w.count)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve();
              }
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  const sink: SmtpSink = {
    get url() {
      return `smtp://127.0.0.1:${boundPort}?tls=off`;
    },
    get port() {
      return boundPort;
    },
    received,
    refuse,
    async waitFor(count, timeoutMs = 15_000) {
      if (received.length < count) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`expected ${count} messages, got ${received.length}`)),
            timeoutMs,
          );
          waiters.push({
            count,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        });
      }
      return received;
    },
    async stop() {
      const stopping = server;
      server = undefined;
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
    async start() {
      server = make();
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.server.once('error', reject);
        listening.listen(boundPort, '127.0.0.1', () => resolve());
      });
      boundPort = (listening.server.address() as AddressInfo).port;
    },
  };
  await sink.start();
  return sink;
}
