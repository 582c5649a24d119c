// @ts-check
// The e-mail figures of `npm run bench` (issue 23's budgets): one newsletter to 100,000 confirmed
// subscribers through a local SMTP server (smtp-server, in this process, reading every message
// off the wire), the server's memory and the home page's p99 while it sends, and a SIGKILL at half
// way with a restart, counted from the sink's log against the delivery ledger. Also runs alone:
//   node scripts/bench/mailing.mjs            (starts a server as `npm run bench` does)
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { adminToken } from './contact-search.mjs';
import { BROWSER_PAGE_HEADERS, send } from './http-client.mjs';
import { runLoad } from './load.mjs';

export const MAILING = {
  subscribers: Number(process.env.BENCH_MAILING_SUBSCRIBERS) || 100_000,
  minPerSecond: 300,
  maxRssMb: 400,
  homeConnections: 8,
  homeP99Ms: 50,
  loadWarmUpSeconds: 2,
  loadSeconds: 10,
  /** The crash comes once this share of the recipients has been sent. */
  killAt: 0.5,
  /** The subscriber CSV export of them all. */
  csvSeconds: 10,
  /** Longest the bench waits for one mailing (a slow machine sends 100,000 in minutes). */
  timeoutMs: 30 * 60_000,
};

/** What every figure here needs of the server: mail through the sink, not the outbox. */
export const MAIL_FROM = '"Prairie Elite Agronomics" <newsletter@example.com>';
const BENCH_DOMAIN = '@bench.example.com';

/**
 * @typedef {object} Sink
 * @property {string} url SMTP_URL for the server
 * @property {Map<string, number>} counts times each Message-ID arrived
 * @property {() => number} received messages accepted so far
 * @property {() => Promise<void>} stop
 */

/**
 * A real SMTP server on 127.0.0.1 that accepts everything and writes each message's Message-ID
 * to its log (a file) as it accepts it: the log is what the duplicates and the skipped are
 * counted from, not the app's own ledger.
 * @returns {Promise<Sink>}
 */
export async function startSink() {
  const { SMTPServer } = await import('smtp-server');
  const folder = await mkdtemp(join(tmpdir(), 'prairie-sink-'));
  const log = join(folder, 'received.log');
  /** @type {Map<string, number>} */
  const counts = new Map();
  let received = 0;
  /** @type {string[]} */
  let pending = [];
  const flush = setInterval(() => {
    if (pending.length === 0) return;
    const lines = pending.join('');
    pending = [];
    void appendFile(log, lines);
  }, 200);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    size: 1024 * 1024,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (/** @type {Buffer} */ chunk) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '(none)';
        counts.set(id, (counts.get(id) ?? 0) + 1);
        received++;
        pending.push(`${id}\n`);
        callback();
      });
    },
  });
  // A server killed mid-message resets its connections: the sink notes it and goes on, as a
  // real mail server does (unhandled, the error would end the bench).
  server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code !== 'ECONNRESET') console.error(`SMTP sink: ${error.message}`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return {
    url: `smtp://127.0.0.1:${address.port}?tls=off`,
    counts,
    received: () => received,
    async stop() {
      clearInterval(flush);
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      // The log is read back once, to check it holds what the counts say, then removed.
      await appendFile(log, pending.join(''));
      const logged = (await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean);
      if (logged.length !== received) {
        console.error(`the sink's log has ${logged.length} lines for ${received} messages`);
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * `count` confirmed subscribers with express, confirmed consent, written straight to the
 * database (no API could add 100,000 quickly).
 * @param {string} databaseUrl
 * @param {number} count
 * @param {string} [domain] the addresses' domain (`@…example.com`)
 */
export async function addSubscribers(databaseUrl, count, domain = BENCH_DOMAIN) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(
      `insert into subscribers (email, subscribe_date, status, confirmed_at, preferences)
       select 'farmer.' || i || $2, now(), 'confirmed', now(), '{}'
       from generate_series(1, $1::int) as i`,
      [count, domain],
    );
    await client.query(
      `insert into subscriber_consents (subscriber_id, type, wording_version, wording_text,
         wording_hash, page, ip_address, user_agent, given_at, confirmed_at)
       select id, 'express', 'bench', 'Invented consent of the benchmark.', repeat('0', 64), '/',
         '127.0.0.1', 'bench', now(), now()
       from subscribers where email like '%' || $1`,
      [domain],
    );
    await client.query('analyze subscribers; analyze subscriber_consents');
  } finally {
    await client.end();
  }
}

/**
 * @param {string} base
 * @param {string} token
 * @param {string} query
 * @param {Record<string, unknown>} variables
 */
async function graphql(base, token, query, variables) {
  const reply = await send(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const answer = JSON.parse(reply.body.toString('utf8'));
  if (answer.errors) throw new Error(JSON.stringify(answer.errors[0].message));
  return answer.data;
}

/**
 * Publishes a new newsletter and starts its mailing to everyone; answers its ids.
 * @param {string} base
 * @param {string} token
 * @param {string} title
 */
async function startMailing(base, token, title) {
  const created = await graphql(
    base,
    token,
    `
      mutation ($input: NewsletterInput!) {
        createNewsletter(input: $input) {
          newsletter {
            id
            version
          }
          userErrors {
            message
          }
        }
      }
    `,
    {
      input: {
        title,
        date: new Date(Date.now() - 60_000).toISOString(),
        summary: 'What the benchmark sends: an invented newsletter of ordinary length.',
        content:
          'Soil temperature\n\nWait for 5 °C at seeding depth before the drill goes in.\n\n- Check the knolls first\n- Then the low spots',
        imageUrl: '/images/newsletters/2025-11.svg',
      },
    },
  );
  const { id, version } = created.createNewsletter.newsletter;
  const published = await graphql(
    base,
    token,
    `
      mutation ($id: ID!, $v: Int!) {
        publishNewsletter(id: $id, expectedVersion: $v, publishAnyway: true) {
          userErrors {
            message
          }
        }
      }
    `,
    { id, v: version },
  );
  if (published.publishNewsletter.userErrors.length) throw new Error('could not publish');
  const check = await graphql(
    base,
    token,
    `
      query ($id: ID!) {
        newsletterMailingCheck(newsletterId: $id) {
          canSend
          recipientCount
          checks {
            key
            passed
            detail
          }
        }
      }
    `,
    { id },
  );
  const { canSend, recipientCount, checks } = check.newsletterMailingCheck;
  if (!canSend) throw new Error(`the checks failed: ${JSON.stringify(checks)}`);
  const sent = await graphql(
    base,
    token,
    `
      mutation ($input: SendNewsletterInput!) {
        sendNewsletter(input: $input) {
          mailing {
            id
            recipientCount
          }
          userErrors {
            message
          }
        }
      }
    `,
    { input: { newsletterId: id, topics: [], expectedRecipients: recipientCount } },
  );
  if (!sent.sendNewsletter.mailing) {
    throw new Error(JSON.stringify(sent.sendNewsletter.userErrors));
  }
  return { newsletterId: id, mailingId: Number(sent.sendNewsletter.mailing.id), recipientCount };
}

/**
 * @param {string} databaseUrl
 * @param {number} mailingId
 * @returns {Promise<{ open: number, sent: number, status: string }>}
 */
async function mailingState(databaseUrl, mailingId) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (select status from newsletter_mailings where id = $1) as status,
              count(*) filter (where status in ('queued', 'sending'))::int as open,
              count(*) filter (where status = 'sent')::int as sent
         from mail_deliveries where mailing_id = $1`,
      [mailingId],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** @param {number | undefined} pid */
async function rssMb(pid) {
  if (pid === undefined) return undefined;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : undefined;
}

/**
 * Waits until the mailing has no open row and is marked sent, calling `tick` every half second
 * with the sent count; answers the time the last message was recorded.
 * @param {string | (() => Promise<string>)} databaseUrl
 * @param {number} mailingId
 * @param {(sent: number) => Promise<void> | void} [tick]
 */
async function waitForMailing(databaseUrl, mailingId, tick) {
  const deadline = Date.now() + MAILING.timeoutMs;
  while (Date.now() < deadline) {
    const url = typeof databaseUrl === 'string' ? databaseUrl : await databaseUrl();
    const state = await mailingState(url, mailingId);
    await tick?.(state.sent);
    if (state.status === 'sent' && state.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the mailing was not done after ${MAILING.timeoutMs / 60_000} minutes`);
}

/**
 * @typedef {object} MailingFigures
 * @property {number} recipients
 * @property {number} perSecond messages accepted by the sink per second, send start to last
 * @property {number} seconds
 * @property {number | undefined} peakRssMb the server's largest resident memory while sending
 * @property {number | undefined} baseRssMb its resident memory just before
 * @property {import('./load.mjs').LoadResult} home the home page under load meanwhile
 * @property {{ rows: number, bytes: number, seconds: number, rssBeforeMb: number | undefined,
 *   rssPeakMb: number | undefined }} csv the subscriber export, streamed and counted
 * @property {{ duplicates: number, skipped: number, killedAt: number,
 *   recipients: number } | string} crash the SIGKILL figure, or why it was not measured
 */

/**
 * Downloads the subscriber CSV export (every subscriber with its consent evidence) as the admin's
 * button does, reading the stream as it comes and counting its lines, while the server's memory
 * is read every 100 ms.
 * @param {import('./target.mjs').Target} target
 * @param {string} token
 */
async function measureExport(target, token) {
  const rssBeforeMb = await rssMb(target.pid());
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    void rssMb(target.pid()).then((now) => {
      if (now !== undefined) rssPeakMb = Math.max(rssPeakMb ?? 0, now);
    });
  }, 100);
  const started = Date.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${target.baseUrl}/api/admin/exports/subscribers.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (Date.now() - started) / 1000;
  // A header line, then one per subscriber (no field of theirs holds a line break).
  return { rows: lines - 1, bytes, seconds, rssBeforeMb, rssPeakMb };
}

/**
 * @param {import('./target.mjs').Target} target a server started with SMTP_URL = the sink's
 * @param {Sink} sink
 * @returns {Promise<MailingFigures>}
 */
export async function measureMailing(target, sink) {
  const databaseUrl = await target.databaseUrl();
  if (!databaseUrl) throw new Error('needs the server’s database to add 100,000 subscribers');
  await addSubscribers(databaseUrl, MAILING.subscribers);
  const token = await adminToken(target.baseUrl);

  const before = sink.received();
  const baseRssMb = await rssMb(target.pid());
  let peakRssMb = baseRssMb;
  const started = Date.now();
  const first = await startMailing(target.baseUrl, token, 'The benchmark edition');
  if (first.recipientCount !== MAILING.subscribers) {
    throw new Error(`${first.recipientCount} recipients, not ${MAILING.subscribers}`);
  }
  // The home page as a browser asks for it, under load while the mailing runs.
  const load = runLoad({
    url: `${target.baseUrl}/`,
    headers: BROWSER_PAGE_HEADERS,
    connections: MAILING.homeConnections,
    warmUpSeconds: MAILING.loadWarmUpSeconds,
    durationSeconds: MAILING.loadSeconds,
  });
  await waitForMailing(databaseUrl, first.mailingId, async () => {
    const now = await rssMb(target.pid());
    if (now !== undefined) peakRssMb = Math.max(peakRssMb ?? 0, now);
  });
  const seconds = (Date.now() - started) / 1000;
  const home = await load;
  const delivered = sink.received() - before;

  const csv = await measureExport(target, token);

  /** @type {MailingFigures['crash']} */
  let crash = 'not measured: the server was not started by the benchmark';
  if (target.crashAndRestart) {
    const restart = target.crashAndRestart;
    const second = await startMailing(target.baseUrl, token, 'The benchmark edition, crashed');
    let killedAt = 0;
    await waitForMailing(databaseUrl, second.mailingId, async (sent) => {
      if (killedAt === 0 && sent >= second.recipientCount * MAILING.killAt) {
        killedAt = sent;
        await restart();
      }
    }).catch(async (error) => {
      // An embedded database moves to a new port when it starts again.
      if (killedAt > 0)
        return waitForMailing(() => target.databaseUrl().then(String), second.mailingId);
      throw error;
    });
    const url = String(await target.databaseUrl());
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select message_id, status from mail_deliveries where mailing_id = $1`,
        [second.mailingId],
      );
      let duplicates = 0;
      let skipped = 0;
      for (const row of rows) {
        const times = sink.counts.get(row.message_id ?? '') ?? 0;
        if (times === 0) skipped++;
        if (times > 1) duplicates += times - 1;
      }
      crash = { duplicates, skipped, killedAt, recipients: rows.length };
    } finally {
      await client.end();
    }
  }
  return {
    recipients: delivered,
    perSecond: delivered / seconds,
    seconds,
    peakRssMb,
    baseRssMb,
    home,
    csv,
    crash,
  };
}

/** Run alone: starts a server as `npm run bench` does, with the sink, and prints the figures. */
async function main() {
  const { buildIfNeeded, startTarget } = await import('./target.mjs');
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  const sink = await startSink();
  stops.push(sink.stop);
  try {
    buildIfNeeded();
    const target = await startTarget((stop) => stops.push(stop), {
      SMTP_URL: sink.url,
      MAIL_FROM,
      // To try the server with other V8 settings (e.g. --max-old-space-size=200), alone.
      NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
    });
    console.log(JSON.stringify(await measureMailing(target, sink), null, 2));
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
  process.exit(0);
}
