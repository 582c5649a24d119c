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
