// Starts the app once main.tsx has loaded React's DOM renderer.
import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { App } from '../App';
import type { AppState } from '../app/app-state';
import { AppProviders } from '../app/AppProviders';
import type { PageDataSource } from '../app/page-data';
import type { Root } from 'react-dom/client';
import { HYDRATION_TARGETS, type HydrationTargets } from './entry-loader';
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
        <AppProviders
          pageData={pageData}
          head={{ siteUrl: state.siteUrl }}
          renderedOn={state.renderedOn}
        >
          <App />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );
  if (container.firstElementChild) {
    let root: Root | undefined;
    startTransition(() => {
      root = dom.hydrateRoot(container, app);
    });
    if (root) hydrateTappedFirst(root);
  } else dom.createRoot(container).render(app);
}

/**
 * Hands the page loader the hydrating root, so that a control tapped before the page has
 * hydrated gets its part hydrated next, ahead of the rest of the page (boot/entry-loader.ts,
 * PRESS_EVENTS); and does so for the controls tapped before the app started.
 *
 * `unstable_scheduleHydration` is React DOM's own API for that (a method of the root
 * `hydrateRoot` returns, not in its types). Called outside an input event, it hydrates that part
 * at default priority: in a task of its own after the tap's frame, not inside the tap. Without
 * it (a React that drops it) the part hydrates in its turn, which only answers the tap later.
 */
function hydrateTappedFirst(root: Root) {
  const targets = (window as unknown as Partial<Record<string, HydrationTargets>>)[
    HYDRATION_TARGETS
  ];
  const schedule = (root as Root & { unstable_scheduleHydration?: (target: Element) => void })
    .unstable_scheduleHydration;
  if (!targets || typeof schedule !== 'function') return;
  targets.root = { scheduleHydration: (target) => schedule.call(root, target) };
  for (const target of targets.pressed) targets.root.scheduleHydration(target);
}
