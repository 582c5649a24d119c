import { describe, expect, it } from 'vitest';
import { accessLineWriter, createLogger, LineBatches } from './logger.js';
import { withRequestId } from './request-id.js';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A logger writing into an array of parsed lines. */
function capture(level: 'info' | 'warn' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(level, {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}

const HIT = {
  req: { method: 'GET', url: '/api/products?category=Nitrogen' },
  res: { statusCode: 200 },
  responseTime: 0.042,
  cache: 'hit',
};

describe("the front door's access lines", () => {
  it('write what pino would write for the same fields, with the request id', () => {
    const { logger, lines } = capture();
    const write = accessLineWriter(logger);
    const req = { headers: {} } as IncomingMessage;
    const res = { headersSent: false, setHeader: () => res } as unknown as ServerResponse;
    withRequestId(req, res, 0, () => {
      logger.info(HIT, 'request completed');
      write({ method: 'GET', url: HIT.req.url, statusCode: 200, responseTime: 0.042 });
    });
    expect(lines).toHaveLength(2);
    const [byPino, byHand] = lines.map(({ time, ...rest }) => {
      expect(typeof time).toBe('number');
      return rest;
    });
    expect(byHand).toEqual(byPino);
    expect(Object.keys(byHand)).toEqual(Object.keys(byPino));
    expect(byHand.requestId).toEqual(expect.any(String));
  });

  it('escape whatever a client put in the path', () => {
    const { logger, lines } = capture();
    const url = '/api/products?q="x"\\\n{"level":60}\u0000\u2028';
    accessLineWriter(logger)({ method: 'GET', url, statusCode: 200, responseTime: 1 });
    expect(lines).toHaveLength(1);
    expect(lines[0].req).toEqual({ method: 'GET', url });
    expect(lines[0].level).toBe(30);
  });

  it('write nothing above the info level', () => {
    const { logger, lines } = capture('warn');
    accessLineWriter(logger)({ method: 'GET', url: '/', statusCode: 200, responseTime: 1 });
    expect(lines).toEqual([]);
  });
});

describe('the batches of log lines', () => {
  /** What the batches hand on: each write, and the synchronous flushes. */
  function out() {
    const writes: string[] = [];
    const flushes: number[] = [];
    return {
      writes,
      flushes,
      stream: {
        write: (text: string) => void writes.push(text),
        flushSync: () => void flushes.push(writes.length),
      },
    };
  }

  it('hand their lines on joined, once a batch holds its bytes', () => {
    const { writes, stream } = out();
    const batches = new LineBatches(stream, 10);
    batches.write('{"a":1}\n');
    expect(writes).toEqual([]);
    batches.write('{"b":2}\n');
    batches.write('{"c":3}\n');
    expect(writes).toEqual(['{"a":1}\n{"b":2}\n']);
    batches.flush();
    expect(writes).toEqual(['{"a":1}\n{"b":2}\n', '{"c":3}\n']);
    batches.flush();
    expect(writes).toHaveLength(2);
  });

  it('hand on what they hold before a synchronous flush, so an exit loses nothing', () => {
    const { writes, flushes, stream } = out();
    const batches = new LineBatches(stream, 1000);
    const logger = createLogger('info', batches);
    logger.info('last words');
    logger.fatal('down');
    expect(writes).toHaveLength(1);
    expect(
      writes[0]
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).msg),
    ).toEqual(['last words', 'down']);
    expect(flushes).toEqual([1]);
  });
});
