import type { Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { carriesCredentials } from './session-cookie.js';

/** A response kept ready to send: its body, its validator, and its compressed forms on demand. */
export interface CachedResponse {
  status: number;
  contentType: string;
  cacheControl: string;
  /** Further headers of every 200 answer of it (a page's Content-Security-Policy). */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /**
   * Strong validator of the body as it is, quoted, e.g. "2fd4e1c67a2d28fced849ee1bb76e739": a
   * digest of the bytes, so every process that makes the same body gives it the same one. Each
   * compressed form has its own (etagOf).
   */
  etag: string;
  /** The body compressed with `encoding`; made on first use and kept, so each costs CPU once. */
  encoded(encoding: Encoding): Buffer;
  /** False for bodies too small to gain from compression: they are always sent as they are. */
  compressible: boolean;
  /**
   * The headers of a 200 answer of it in `encoding` (none: as it is), `first` ahead of its own
   * (the front door's security headers; Express has set its own already). Put together on first use
   * for each `first` and encoding and kept, so a hit builds no header object: the same frozen object
   * is returned each time.
   */
  okHeaders(encoding: Encoding | undefined, first?: SentHeaders): SentHeaders;
}

/** Headers as `writeHead` takes them. */
export type SentHeaders = Readonly<Record<string, string | number>>;

const NO_HEADERS: SentHeaders = Object.freeze({});

export type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

export interface ResponseCacheOptions {
  /** How long an entry may be served, in seconds (a ceiling: content writes clear it at once). */
  ttlSeconds: number;
  /** How many responses are kept; the least recently used go first. */
  maxEntries: number;
  /** Runs before each read: lets content that changes by itself at a moment clear the cache. */
  beforeRead?: () => void;
}

/** Bodies smaller than this are sent as they are: compressing them saves nothing on the wire. */
const MIN_COMPRESSED_BYTES = 1024;

/** The body in `encoding` (gzip at level 9, brotli at quality 6). */
export function compress(raw: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(raw, { level: 9 });
  return brotliCompressSync(raw, {
    params: {
      // Quality 6 compresses a 50 kB page in about a millisecond; 9 and above take tens of ms
      // for 1% less.
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

/**
 * Wraps a finished body for the cache. Compression happens on the first request that accepts
 * each encoding, not here: a render that no compressing client asks for again costs none.
 */
export function prepareResponse(
  body: string | Buffer,
  contentType: string,
  cacheControl: string,
  status = 200,
  headers: Readonly<Record<string, string>> = {},
): CachedResponse {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const forms: Partial<Record<Encoding, Buffer>> = {};
  // By `first`, then by encoding ('' for none).
  const headerSets = new WeakMap<SentHeaders, Partial<Record<Encoding | '', SentHeaders>>>();
  const entry: CachedResponse = {
    status,
    contentType,
    cacheControl,
    headers,
    body: raw,
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
    compressible: raw.length >= MIN_COMPRESSED_BYTES,
    encoded: (encoding) => (forms[encoding] ??= compress(raw, encoding)),
    okHeaders(encoding, first = NO_HEADERS) {
      let sets = headerSets.get(first);
      if (!sets) headerSets.set(first, (sets = {}));
      return (sets[encoding ?? ''] ??= Object.freeze({
        ...first,
        ...validatorHeaders(entry, encoding),
        ...headers,
        'Content-Type': contentType,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        'Content-Length': encoding ? entry.encoded(encoding).length : raw.length,
      }));
    },
  };
  return entry;
}

/**
 * The validator of `entry` sent in `encoding`. A strong validator names one sequence of bytes, so
 * each content coding gets its own ("…-br", "…-gzip"), as RFC 9110's example of ETags does.
 */
function etagOf(entry: CachedResponse, encoding: Encoding | undefined): string {
  return encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
}

/**
 * True when the request's If-None-Match names this entry in any of its codings (or `*`): the copy
 * the client holds is this content, whichever coding it arrived in.
 */
function notModified(req: IncomingMessage, entry: CachedResponse): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const validators = new Set([entry.etag, ...ENCODINGS.map((e) => etagOf(entry, e))]);
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || validators.has(tag));
}

/**
 * The encoding to send from an Accept-Encoding header: brotli whenever the client takes it
 * (browsers list it after gzip, at the same weight), else gzip, else none. `q=0` refuses one.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** The headers of every answer of `entry` in `encoding`, a 304 too. */
function validatorHeaders(entry: CachedResponse, encoding: Encoding | undefined) {
  return {
    'Cache-Control': entry.cacheControl,
    ETag: etagOf(entry, encoding),
    Vary: 'Accept-Encoding',
  };
}

/**
 * What to send for a prepared response: status, headers and body (none for HEAD or 304), with
 * `first` ahead of the entry's headers. A 200's headers are the entry's kept object (okHeaders).
 */
export function preparedReply(
  req: IncomingMessage,
  entry: CachedResponse,
  first: SentHeaders = NO_HEADERS,
): { status: number; headers: SentHeaders; body: Buffer | undefined } {
  const encoding = entry.compressible ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  // A 304 carries no Content-Security-Policy: the stored copy's, the same for the same bytes, stays.
  if (notModified(req, entry)) {
    return {
      status: 304,
      headers: { ...first, ...validatorHeaders(entry, encoding) },
      body: undefined,
    };
  }
  const body = encoding ? entry.encoded(encoding) : entry.body;
  const headers = entry.okHeaders(encoding, first);
  return { status: entry.status, headers, body: req.method === 'HEAD' ? undefined : body };
}

/**
 * Sends a prepared response: 304 to a matching If-None-Match, otherwise the body in the best
 * encoding the client accepts. Headers already set on `res` (helmet's, in Express) stay; setting
 * Content-Encoding here makes `compression` leave the body alone.
 */
export function sendPrepared(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedResponse,
): void {
  const { status, headers, body } = preparedReply(req, entry);
  res.writeHead(status, headers);
  res.end(body);
}

/**
 * An in-process cache of finished responses, cleared whole by any content write (see
 * db/content-changes.ts). Concurrent misses of one key share a single producer call, so a burst of
 * visitors after a write renders a page once, not once per visitor.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private readonly pending = new Map<string, Promise<CachedResponse | undefined>>();
  /** Bumped by every clear: a response produced from data older than the write is not stored. */
  private generation = 0;

  /**
   * Lookups since start (metrics.ts): a hit is an answer found, a miss an answer produced while
   * the cache is on. A front-door miss that Express then answers is one miss, not two.
   */
  readonly counts = { hits: 0, misses: 0 };

  constructor(private readonly options: ResponseCacheOptions) {
    this.entries = new LRUCache({
      max: Math.max(1, options.maxEntries),
      ttl: Math.max(1, options.ttlSeconds) * 1000,
    });
  }

  get enabled(): boolean {
    return this.options.ttlSeconds > 0 && this.options.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedResponse | undefined {
    if (!this.enabled) return undefined;
    this.options.beforeRead?.();
    const hit = this.entries.get(key);
    if (hit) this.counts.hits++;
    return hit;
  }

  set(key: string, entry: CachedResponse, generation = this.generation): void {
    if (this.enabled && generation === this.generation) this.entries.set(key, entry);
  }

  /** The generation to pass to `set` for a response whose data was read from now on. */
  get currentGeneration(): number {
    return this.generation;
  }

  /**
   * The cached response for `key`, or the producer's: `cacheable` says whether to keep it (a page
   * with a data error, a 404 or a 5xx is answered but never kept). Waiting callers get the same
   * answer when it is cacheable; otherwise each produces its own.
   */
  async getOrProduce(
    key: string,
    produce: () => Promise<{ response: CachedResponse; cacheable: boolean }>,
  ): Promise<CachedResponse> {
    const hit = this.get(key);
    if (hit) return hit;
    if (!this.enabled) return (await produce()).response;
    const waiting = this.pending.get(key);
    if (waiting) {
      const shared = await waiting;
      if (shared) {
        this.counts.hits++;
        return shared;
      }
      this.counts.misses++;
      return (await produce()).response;
    }
    this.counts.misses++;
    const generation = this.generation;
    const produced = produce();
    // Registered before the caller's await below, so the entry is stored before anyone reads it.
    const shared = produced.then(
      ({ response, cacheable }) => {
        if (!cacheable) return undefined;
        this.set(key, response, generation);
        return response;
      },
      () => undefined,
    );
    this.pending.set(key, shared);
    void shared.finally(() => {
      if (this.pending.get(key) === shared) this.pending.delete(key);
    });
    return (await produced).response;
  }

  /** Forgets every response: called when content changes, here or on another instance. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/** Public API reads may be stored but are checked again each time (ETag: 304 when unchanged). */
const API_CACHE_CONTROL = 'public, no-cache';

export interface CachedRouteOptions {
  /** The request's cache key, or undefined when this request must neither read nor fill it. */
  keyOf: (req: Request) => string | undefined;
  /** Whether the handler's 200 answer may be kept (its body as the handler sent it). */
  storable: (req: Request, res: Response, body: string | Buffer) => boolean;
  /** Cache-Control of the kept answer when the handler set none. */
  cacheControl: string;
}

/**
 * The one shape of every cached Express route: answer a hit, otherwise let the handler run and
 * keep its 200 answer when `storable` says so, against the generation the request started in (an
 * answer read before a content write is never stored after it).
 */
export function cachedRoute(cache: ResponseCache, options: CachedRouteOptions): RequestHandler {
  return (req, res, next) => {
    const key = cache.enabled ? options.keyOf(req) : undefined;
    if (key === undefined) return next();
    const hit = cache.get(key);
    if (hit) return sendPrepared(req, res, hit);
    cache.counts.misses++;
    const generation = cache.currentGeneration;
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      res.send = send;
      const isBody = typeof body === 'string' || Buffer.isBuffer(body);
      if (res.statusCode !== 200 || !isBody || !options.storable(req, res, body)) {
        return send(body);
      }
      const entry = prepareResponse(
        body,
        String(res.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
        String(res.getHeader('Cache-Control') ?? options.cacheControl),
      );
      cache.set(key, entry, generation);
      sendPrepared(req, res, entry);
      return res;
    };
    next();
  };
}

/**
 * Serves public GET answers (REST shims, /products.json) from `cache`. Requests with a bearer
 * token always reach the handlers and are never stored; only a 200 whose handler did not forbid
 * storing (`Cache-Control: no-store`) is kept.
 */
export function cachedReads(cache: ResponseCache): RequestHandler {
  return cachedRoute(cache, {
    keyOf: (req) =>
      (req.method === 'GET' || req.method === 'HEAD') && !carriesCredentials(req)
        ? req.originalUrl
        : undefined,
    storable: (_req, res) => !String(res.getHeader('Cache-Control') ?? '').includes('no-store'),
    cacheControl: API_CACHE_CONTROL,
  });
}
