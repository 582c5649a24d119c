// Helpers the providers' URL builders and parsers share. The package builds with the ES library
// alone (no DOM, no Node types), so there is no URLSearchParams.

/** `key=value&…` with each value percent-encoded. */
export const queryString = (params: Record<string, string>): string =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** Whether a parsed JSON value is an object whose fields can be read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
