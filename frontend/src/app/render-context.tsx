import { createContext, useContext } from 'react';

/**
 * What a page tells the server renderer beyond its markup: today the HTTP status, so the
 * not-found screens answer 404 to crawlers. In the browser there is no reporter and nothing happens.
 */
export type StatusReporter = (code: number) => void;

export const StatusReporterContext = createContext<StatusReporter | null>(null);

/** Sets the HTTP status of a server-rendered page (e.g. `<HttpStatus code={404} />`). */
export function HttpStatus({ code }: { code: number }) {
  const report = useContext(StatusReporterContext);
  report?.(code);
  return null;
}

/**
 * The day the server rendered the page on (YYYY-MM-DD, the company's calendar), handed to the
 * browser with the page (AppState): a page that shows today's date shows this one while it
 * hydrates, so that its first render in the browser matches the server's HTML. Null where no
 * server rendered the page (the admin, tests).
 */
export const RenderedOnContext = createContext<string | null>(null);

/** The head office's time zone: the company's calendar, whatever the server's own zone. */
const COMPANY_TIME_ZONE = 'America/Edmonton';

let companyDayFormat: Intl.DateTimeFormat | undefined;

/**
 * Today in the company's calendar, as YYYY-MM-DD (en-CA writes dates so): the day the server
 * renders a page on. Made on first use: the browser never asks for it.
 */
export function companyDay(now: Date = new Date()): string {
  companyDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return companyDayFormat.format(now);
}
