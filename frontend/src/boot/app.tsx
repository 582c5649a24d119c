// Starts the app once main.tsx has loaded React's DOM renderer.
import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { App } from '../App';
import type { AppState } from '../app/app-state';
import { AppProviders } from '../app/AppProviders';
import type { PageDataSource } from '../app/page-data';
import type { createRoot, hydrateRoot } from './react';

export interface StartOptions {
  container: HTMLElement;
  pageData: PageDataSource;
  state: AppState;
  dom: { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot };
}

/**
 * Public pages arrive server-rendered and hydrate; admin pages arrive as an empty shell. Hydrating
 * as a transition lets React yield to the browser every few milliseconds instead of holding the
 * main thread for the whole page (one long task on a slow phone); a tap during hydration is
 * handled first, by hydrating the part that was tapped.
 */
export function startApp({ container, pageData, state, dom }: StartOptions): void {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppProviders pageData={pageData} head={{ siteUrl: state.siteUrl }}>
          <App />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );
  if (container.firstElementChild) {
    startTransition(() => {
      dom.hydrateRoot(container, app);
    });
  } else dom.createRoot(container).render(app);
}
