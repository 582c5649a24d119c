import type { Request } from 'express';

/**
 * The client's IP address as Express sees it (keys the abuse limits and the sign-in throttle): the
 * connection's, or with TRUST_PROXY=n (Express `trust proxy`, http/app.ts) the address n proxies
 * back in X-Forwarded-For. A client cannot choose it while TRUST_PROXY is 0.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
