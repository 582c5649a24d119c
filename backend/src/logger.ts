import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';

/** Structured JSON logs on stdout, one object per line; the password and token never appear. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
