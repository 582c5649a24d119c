import type { Request } from 'express';

/**
 * The client's IP address as Express sees it (keys the failed sign-in throttle). Behind a proxy it
 * is the proxy's unless Express's `trust proxy` is set.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
