import { describe, expect, it } from 'vitest';
import { accessLineWriter, createLogger } from './logger.js';
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
