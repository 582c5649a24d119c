import type { PageDataSnapshot } from './page-data';

/**
 * What the server hands to the browser with a server-rendered page, as JSON in
 * `<script type="application/json" id="app-state">` (data, not code, so a strict CSP allows it).
 */
export interface AppState {
  /** PUBLIC_URL: canonical links must use it, not whatever host the browser used. */
  siteUrl: string;
  /**
   * Each query's data as the server rendered the page (app/page-data): hydration reads it instead
   * of asking the API again.
   */
  pageData?: PageDataSnapshot;
  /**
   * The day the server rendered the page on, in the company's calendar (YYYY-MM-DD): what a page
   * showing today's date shows while it hydrates (app/render-context.tsx, RenderedOnContext).
   */
  renderedOn?: string;
}

export const APP_STATE_ID = 'app-state';

/** JSON that is safe inside a script element: `<` can never close it. */
export function serializeAppState(state: AppState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function readAppState(doc: Document): AppState {
  const element = doc.getElementById(APP_STATE_ID);
  if (element?.textContent) {
    try {
      return JSON.parse(element.textContent) as AppState;
    } catch {
      // fall through: a page without server state still works
    }
  }
  return { siteUrl: doc.defaultView?.location.origin ?? '' };
}
