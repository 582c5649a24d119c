import type { Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { escapeMarkup } from '../common/markup.js';
import type { ServiceUnavailableError } from '../common/errors.js';
import { GRAPHQL_CODE_OF_CODE } from '../graphql/error-codes.js';
import { COMPANY } from '../modules/company/index.js';
import { SCRIPTLESS_PAGE_POLICY, sendHtml } from './page-csp.js';
import type { GraphQLExecutor } from './ssr.js';

/**
 * Watches a server-rendered page's operations for SERVICE_UNAVAILABLE (the database could not be
 * reached, graphql/format-error.ts). From the first one on, the page's further operations are
 * answered with the same error at once: the page is answered 503 anyway (http/frontend.ts), and
 * React's render passes would otherwise wait out the database's timeouts once per operation.
 */
export function watchAvailability(execute: GraphQLExecutor): {
  execute: GraphQLExecutor;
  unavailable(): boolean;
} {
  let failed: FormattedExecutionResult | undefined;
  return {
    execute: async (request) => {
      if (failed) return failed;
      const result = await execute(request);
      const error = result.errors?.find(
        (e) => e.extensions?.code === GRAPHQL_CODE_OF_CODE.SERVICE_UNAVAILABLE,
      );
      if (error) failed = { errors: [error] };
      return result;
    },
    unavailable: () => failed !== undefined,
  };
}

/** The screen of a page whose data could not be read: friendly, self-contained, no internals. */
export function serviceUnavailablePage(): string {
  return `<!doctype html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Temporarily unavailable | ${escapeMarkup(COMPANY.name)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f7f5ef;color:#1f2a1f;margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem;text-align:center}a{color:#2f6b2f}</style></head>
<body><main><h1>Temporarily unavailable</h1><p>Sorry, this page cannot be shown right now: our site is having a short technical problem. Please try again in a few moments.</p><p><a href="">Try again</a> · <a href="/">Return to Home</a></p></main></body></html>`;
}

/**
 * Answers a page request 503 with the screen above: `no-store`, so neither the page cache (it
 * keeps complete 200s only) nor a browser or proxy keeps it, and `Retry-After`.
 */
export function sendServiceUnavailablePage(res: Response, error: ServiceUnavailableError): void {
  res
    .status(503)
    .setHeader('Cache-Control', 'no-store')
    .setHeader('Retry-After', String(error.retryAfterSeconds));
  sendHtml(res, serviceUnavailablePage(), SCRIPTLESS_PAGE_POLICY);
}
