import { createContext, createElement, lazy, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * The lazy modules a server render used, by manifest key (entry-server.tsx provides the set;
 * the browser none). Their stylesheets travel with their chunks (vite.config.ts, `cssCodeSplit`),
 * so the backend links them in the page's head: a server-rendered part is styled before its code
 * arrives, with no flash of unstyled content or layout shift.
 */
export const RenderedModules = createContext<RenderedModuleSets | undefined>(undefined);

/**
 * What a server render used: `modules` rendered in the first screens or anywhere a visitor needs
 * them styled at once; `deferred` only in parts below the first screens (lazyWhenVisible), whose
 * stylesheets the page loader fetches when a visitor scrolls near them (boot/entry-loader.ts).
 */
export interface RenderedModuleSets {
  modules: Set<string>;
  deferred: Set<string>;
}

/** Records, during a server render, that the module `key` was rendered. */
export function useRenderedModule(key: string, { deferred = false } = {}): void {
  const sets = useContext(RenderedModules);
  sets?.[deferred ? 'deferred' : 'modules'].add(key);
}

/** The attribute that names a deferred part's module in the server HTML (and, filled in by the
 * backend, `data-styles`: the stylesheets the loader adds when the part comes near). */
export const DEFERRED_PART_ATTRIBUTE = 'data-lazy-part';

/**
 * React's `lazy()`, for every lazily loaded component of the site: `key` is the module's path from
 * frontend/ as Vite's manifest names it (e.g. `src/pages/Home/HomePage.tsx`), the module `load`
 * imports. scripts/lazy-modules.test.ts checks both: every `lazy()` goes through here (or
 * lazyWhenVisible), with the key of the module it loads.
 */
export function lazyComponent<M extends { default: (props: never) => ReactNode }>(
  key: string,
  load: () => Promise<M>,
): M['default'] {
  // Typed by the module's component, not by React.lazy's (whose props are `any`): a page's props
  // are checked where it is used.
  const Lazy = lazy(load as unknown as () => Promise<{ default: ComponentType<object> }>);
  function LazyComponent(props: object) {
    useRenderedModule(key);
    return createElement(Lazy, props);
  }
  LazyComponent.displayName = `Lazy(${key})`;
  return LazyComponent as M['default'];
}
