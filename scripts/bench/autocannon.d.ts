// autocannon ships no types: the part of its programmatic API that autocannon.child.mjs uses,
// as autocannon 9 documents it (README, "autocannon(opts[, cb])" and "Events").
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One request as autocannon builds it; `setupRequest` may change any part. */
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface RequestStep {
    setupRequest?: (request: Request) => Request;
    /** Called with each answer's body (which autocannon then reads whole). */
    onResponse?: (status: number, body: string) => void;
  }

  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as timed out and is sent again. */
    timeout?: number;
    /** Sent in turn by every connection, each step built by its `setupRequest`. */
    requests?: RequestStep[];
  }

  /** Without a callback, autocannon returns its event emitter, which is also a promise. */
  interface Instance extends EventEmitter, PromiseLike<unknown> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
  }

  export default function autocannon(options: Options): Instance;
}
