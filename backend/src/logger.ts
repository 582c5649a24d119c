import { DriverException } from '@mikro-orm/core';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import { databaseErrorLogFields } from './common/database-errors.js';
import type { LogLevel } from './config.js';
import { currentRequestId } from './request-id.js';

/**
 * Logged errors: a database error by its SQLSTATE code and constraint, table and column names only,
 * since its message is the whole statement with the values of the row (names, e-mails, phones,
 * messages); any other error as pino logs it (type, message, stack).
 */
export function serializeError(error: unknown): unknown {
  // pino-http hands its error serializer pino's serialized form, the error itself under `raw`.
  const raw = error instanceof Error ? error : (error as { raw?: unknown } | null)?.raw;
  if (raw instanceof DriverException) return databaseErrorLogFields(raw);
  return error instanceof Error ? stdSerializers.err(error) : error;
}

/**
 * Personal data and secrets, wherever a log call puts them: an input or body object, or its fields
 * at the top level or one level down. A log line keeps its keys with the value `[redacted]`.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // `search` is what an admin types to find a sender: a name or an e-mail address.
  ...['password', 'token', 'email', 'phone', 'message', 'name', 'username', 'search']
    .map((field) => [`input.${field}`, `body.${field}`, `variables.${field}`])
    .flat(),
  ...['password', 'token', 'email', 'phone', 'username'].flatMap((field) => [field, `*.${field}`]),
  'variables.input',
  'params',
  '*.params',
  'detail',
  '*.detail',
];

/** Lines wait in memory until this many bytes are buffered, or the next flush. */
export const LOG_BUFFER_BYTES = 16_384;
/** A quiet server's lines are written at the latest this long after they were logged. */
export const LOG_FLUSH_INTERVAL_MS = 1000;

/**
 * Log lines gathered in memory and handed to `out` (a SonicBoom) `bytes` at a time, joined once.
 * SonicBoom's own buffer is one string that each line is appended to, and it measures that whole
 * string's bytes again on every write, which copies it: with a 16 KiB buffer, about 9 KiB copied
 * and left to the garbage collector per line, a third of all a cache hit allocated (issue 40's
 * heap profile under load). Handed on whole, each batch is measured once.
 */
export class LineBatches implements DestinationStream {
  private lines: string[] = [];
  private size = 0;

  constructor(
    private readonly out: { write(text: string): unknown; flushSync(): void },
    private readonly bytes: number,
  ) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= this.bytes) this.handOn();
    return true;
  }

  /** Hands the lines gathered so far to `out`, which writes them asynchronously. */
  flush(): void {
    this.handOn();
  }

  /** Writes every line gathered or buffered, synchronously (at exit, after a fatal line). */
  flushSync(): void {
    this.handOn();
    this.out.flushSync();
  }

  private handOn(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.join('');
    this.lines = [];
    this.size = 0;
    this.out.write(text);
  }
}

let stdoutStream: LineBatches | undefined;

/**
 * The process's stdout for its logs, written off the request's hot path: a log call adds its line
 * to a batch in memory, and the batch goes to stdout asynchronously (on libuv's thread pool) once
 * it holds LOG_BUFFER_BYTES, every LOG_FLUSH_INTERVAL_MS, and synchronously when the process
 * exits (`process.exit`, the end of the event loop, an uncaught exception logged as fatal: pino
 * flushes its stream after a fatal line and at exit, and so do the handlers here). A clean shutdown
 * loses nothing; a process killed outright (SIGKILL, out of memory) loses at most the lines not
 * yet written, about the last second's. One buffer per process, whatever the number of loggers
 * writing to it.
 */
export function asyncStdout(): LineBatches {
  if (!stdoutStream) {
    // Written as soon as a batch arrives: the batches are the buffer.
    const out = pino.destination({
      dest: 1,
      sync: false,
      minLength: 0,
      maxWrite: 4 * LOG_BUFFER_BYTES,
    });
    const stream = new LineBatches(out, LOG_BUFFER_BYTES);
    setInterval(() => stream.flush(), LOG_FLUSH_INTERVAL_MS).unref();
    // pino ends `out` when the event loop empties and writes it out synchronously at exit; the
    // lines still in a batch go first (a closed `out` has had them: it ends after a flush).
    let closed = false;
    out.once('close', () => (closed = true));
    process.on('beforeExit', () => closed || stream.flush());
    process.on('exit', () => closed || stream.flushSync());
    stdoutStream = stream;
  }
  return stdoutStream;
}

/**
 * Structured JSON logs on stdout (or `destination`, for tests), one object per line; passwords,
 * tokens and personal data never appear. A line logged while a request is handled carries its
 * `requestId` (request-id.ts), whichever logger wrote it. Without a destination, stdout is
 * written synchronously, as the command-line tools want (their lines in order with their output);
 * the server passes asyncStdout(), so that one line per request costs a request little.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
      serializers: { err: serializeError },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

/** A cache hit's access-log line: fixed fields, nothing in them to redact. */
export interface AccessLine {
  method: string | undefined;
  url: string | undefined;
  statusCode: number;
  /** Milliseconds the answer took to send. */
  responseTime: number;
}

/**
 * Writes the access log's lines for answers the server sends itself (the front door's cache hits):
 * the same JSON line as `logger.info({ req, res, responseTime, cache: 'hit' }, 'request completed')`
 * would write (level, time, pid, hostname, request id), put together by hand and appended to the
 * logger's destination. pino's own call (its serialiser, the mixin, the redaction of
 * REDACTED_PATHS) cost 3 to 13 µs a line against under 1 µs for this; at 30,000 hits a second that
 * is the difference between REST at a quarter of a bare server and under it. Only for these fixed
 * fields: the texts (method, path) are escaped by JSON.stringify; anything else logs through pino.
 */
export function accessLineWriter(logger: Logger): (line: AccessLine) => void {
  const stream = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  // The logger's bindings as pino writes them: `,"pid":…,"hostname":…` and any child's fields.
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';
  const level = logger.levels.values.info;
  return ({ method, url, statusCode, responseTime }) => {
    if (!logger.isLevelEnabled('info')) return;
    const requestId = currentRequestId();
    stream.write(
      `{"level":${level},"time":${Date.now()}${bindings}` +
        (requestId === undefined ? '' : `,"requestId":${JSON.stringify(requestId)}`) +
        `,"req":{"method":${JSON.stringify(method ?? '')},"url":${JSON.stringify(url ?? '')}}` +
        `,"res":{"statusCode":${statusCode}},"responseTime":${responseTime}` +
        `,"cache":"hit","msg":"request completed"}\n`,
    );
  };
}

export type { Logger };
