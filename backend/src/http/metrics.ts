import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ResponseCaches } from './cache-front-door.js';
import { isGraphQLPath, prereadBodyOf } from './graphql-cache.js';

/** How a request is counted: what kind of address it was for. */
export type RouteKind = 'page' | 'rest' | 'graphql' | 'file' | 'health' | 'metrics';

/** The kind of route an address is for (labels stay few: never the path itself). */
export function routeKindOf(url: string | undefined): RouteKind {
  const path = (url ?? '/').split('?', 1)[0];
  if (isGraphQLPath(path)) return 'graphql';
  if (path.startsWith('/api/') || path === '/products.json') return 'rest';
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  if (/^\/(?:assets|uploads|images|newsletters|documents|sharing|explorer)\//.test(path)) {
    return 'file';
  }
  if (/\.(?:js|css|ico|png|svg|webp|avif|jpg|woff2?|txt|xml|webmanifest|json)$/.test(path)) {
    return 'file';
  }
  return 'page';
}

/** The methods counted by name; any other (PROPFIND, a typo) counts as `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Distinct GraphQL operation names kept as labels; later new names count as `other`. */
export const MAX_OPERATION_LABELS = 100;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const NAMED_IN_BODY = /"operationName"\s*:\s*"([A-Za-z_][A-Za-z0-9_]{0,63})"/;
const NAMED_IN_DOCUMENT = /\b(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]{0,63})/;

/**
 * The GraphQL operation a request named: its `operationName`, else the first named operation of
 * its document, else `anonymous`. Read from what the request already holds (the parsed body, the
 * body the front door read, the query string); nothing is parsed as GraphQL here.
 */
export function operationNameOf(req: IncomingMessage & { body?: unknown }): string {
  const body = req.body as { operationName?: unknown; query?: unknown } | undefined;
  if (body && typeof body === 'object') {
    if (typeof body.operationName === 'string' && OPERATION_NAME.test(body.operationName)) {
      return body.operationName;
    }
    const named = typeof body.query === 'string' ? NAMED_IN_DOCUMENT.exec(body.query) : null;
    return named?.[1] ?? 'anonymous';
  }
  const raw = prereadBodyOf(req);
  if (raw) {
    const text = raw.toString('utf8');
    return (NAMED_IN_BODY.exec(text) ?? NAMED_IN_DOCUMENT.exec(text))?.[1] ?? 'anonymous';
  }
  const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
  const name = query.get('operationName');
  if (name && OPERATION_NAME.test(name)) return name;
  return NAMED_IN_DOCUMENT.exec(query.get('query') ?? '')?.[1] ?? 'anonymous';
}

/** The ORM's connection pool now (tarn, through knex). */
export interface PoolState {
  used: number;
  free: number;
  pending: number;
  max: number;
}

/** What the metrics read when scraped, from the parts of one running server. */
export interface MetricSources {
  caches?: ResponseCaches;
  pool?: () => PoolState;
  /** Jobs by queue and state, read from the queue's tables at each scrape. */
  queue?: () => Promise<{ queue: string; state: string; count: number }[]>;
  /** Messages this process tried to send, by outcome (the mail dispatcher's counts). */
  mail?: () => Readonly<Record<string, number>>;
}

/** A counter that follows a count kept elsewhere (the caches', the dispatcher's), by label. */
function followingCounter(
  registry: Registry,
  name: string,
  help: string,
  labelNames: string[],
  read: () => { labels: Record<string, string>; total: number }[],
): void {
  const seen = new Map<string, number>();
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      for (const { labels, total } of read()) {
        const key = JSON.stringify(labels);
        const delta = total - (seen.get(key) ?? 0);
        if (delta > 0) this.inc(labels, delta);
        // Make the series appear at 0 before anything happened, so a rate() has a start.
        else if (!seen.has(key)) this.inc(labels, 0);
        seen.set(key, total);
      }
    },
  });
}

/**
 * The Prometheus metrics of one server process (GET /metrics): requests by route kind and GraphQL
 * operation, their latency, the response caches' hits and misses, the database pool, the job
 * queue, mail sent and failed, and Node's own (event-loop lag, memory, CPU, handles). Each
 * process has its own registry; Prometheus adds up the replicas.
 */
export class Metrics {
  readonly registry = new Registry();

  private readonly requests: Counter<'kind' | 'operation' | 'method' | 'status'>;

  private readonly duration: Histogram<'kind' | 'operation'>;

  private readonly operations = new Set<string>();

  constructor(sources: MetricSources = {}) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route kind, GraphQL operation, method and status',
      labelNames: ['kind', 'operation', 'method', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being handed to the socket',
      labelNames: ['kind', 'operation'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const { caches, pool, queue, mail } = sources;
    if (caches) {
      followingCounter(
        this.registry,
        'http_cache_lookups_total',
        'Response cache lookups, by cache and result (a miss is an answer produced)',
        ['cache', 'result'],
        () =>
          Object.entries(caches).flatMap(([cache, store]) => [
            { labels: { cache, result: 'hit' }, total: store.counts.hits },
            { labels: { cache, result: 'miss' }, total: store.counts.misses },
          ]),
      );
    }
    if (pool) {
      const gauge = (name: string, help: string, read: (state: PoolState) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(read(pool()));
          },
        });
      gauge('db_pool_connections_in_use', 'Database connections lent out now', (p) => p.used);
      gauge('db_pool_connections_idle', 'Open database connections not lent out', (p) => p.free);
      gauge('db_pool_waiting', 'Requests waiting for a database connection', (p) => p.pending);
      gauge('db_pool_max', 'Most database connections the pool opens', (p) => p.max);
    }
    if (queue) {
      new Gauge({
        name: 'queue_jobs',
        help: 'Jobs in the queue (all instances), by queue and state: created, retry, active, failed',
        labelNames: ['queue', 'state'],
        registers,
        async collect() {
          this.reset();
          for (const row of await queue()) {
            this.set({ queue: row.queue, state: row.state }, row.count);
          }
        },
      });
    }
    if (mail) {
      followingCounter(
        this.registry,
        'mail_messages_total',
        'Messages this process tried to send, by outcome (sent, bounced, failed, retrying, skipped)',
        ['outcome'],
        () => Object.entries(mail()).map(([outcome, total]) => ({ labels: { outcome }, total })),
      );
    }
  }

  /** Counts the request and times it when its answer is handed over (or the client leaves). */
  observe(req: IncomingMessage & { body?: unknown }, res: ServerResponse): void {
    const started = process.hrtime.bigint();
    // Read now: Express's routers shorten req.url while the request is inside them.
    const kind = routeKindOf(req.url);
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const answered = res.writableFinished;
      // A name takes one of the few label slots only with an answer of 200: a request refused
      // as malformed or too costly cannot use them up.
      const operation =
        kind === 'graphql'
          ? this.operationLabel(operationNameOf(req), answered && res.statusCode === 200)
          : '';
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      this.duration.observe({ kind, operation }, seconds);
      this.requests.inc({
        kind,
        operation,
        method: METHODS.has(req.method ?? '') ? req.method! : 'other',
        status: answered ? String(res.statusCode) : 'aborted',
      });
    };
    res.once('finish', done);
    res.once('close', done);
  }

  private operationLabel(name: string, mayTakeSlot: boolean): string {
    if (this.operations.has(name)) return name;
    if (!mayTakeSlot || this.operations.size >= MAX_OPERATION_LABELS) return 'other';
    this.operations.add(name);
    return name;
  }

  /**
   * GET /metrics for whoever holds the token: `Authorization: Bearer <METRICS_TOKEN>`, from any
   * address (a scraper behind the proxy looks like any visitor). Anything else is 401.
   */
  route(token: string): RequestHandler {
    const expected = Buffer.from(`Bearer ${token}`);
    return (req, res, next) => {
      const given = Buffer.from(req.headers.authorization ?? '');
      res.setHeader('Cache-Control', 'no-store');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res.status(401).json({ message: 'The metrics need Authorization: Bearer <METRICS_TOKEN>' });
        return;
      }
      this.registry.metrics().then((text) => {
        res.setHeader('Content-Type', this.registry.contentType);
        res.end(text);
      }, next);
    };
  }
}
