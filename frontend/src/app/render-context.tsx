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
 * The day the server rendered the page on (YYYY-MM-DD, the company's calendar: the backend
 * passes it, ServerRenderOptions' `renderedOn`), handed to the browser with the page (AppState):
 * a page that shows today's date shows this one while it hydrates, so that its first render in
 * the browser matches the server's HTML. Null where no server rendered the page (the admin, tests).
 */
export const RenderedOnContext = createContext<string | null>(null);
