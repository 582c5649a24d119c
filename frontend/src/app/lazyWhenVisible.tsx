import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ComponentType, RefObject } from 'react';
import { DEFERRED_PART_ATTRIBUTE, useRenderedModule } from './lazyComponent';

/** How far below the screen a part starts downloading: about a phone screen ahead of the reader. */
const AHEAD = '800px';

/**
 * A part of a page (e.g. a form at the bottom) whose code is downloaded only when a visitor
 * scrolls near it, not with the page.
 *
 * On the server it renders at once, so the HTML stays complete (search engines, no layout shift).
 * While hydrating, React keeps that server HTML as it is, as a Suspense boundary whose code has
 * not arrived, and hydrates it once the download, started when the part comes within AHEAD of the
 * screen, is done. A part rendered in the browser without server HTML (after client-side
 * navigation) downloads at once: there is nothing to show until it arrives.
 *
 * `key` names the module `load` imports as Vite's manifest does (see lazyComponent): rendered on
 * the server, its stylesheet is linked in the page's head, as its markup is there before its code.
 *
 * One wrapper `<div>` (a block, like the parts it holds) gives the observer an element to watch.
 * A form sent from the server HTML before its code has arrived would be submitted by the browser
 * (a page reload that loses what was typed): the wrapper holds such a submit back until then.
 */
export function lazyWhenVisible<P extends object>(
  key: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let reveal: () => void = () => undefined;
  const revealed = new Promise<void>((resolve) => (reveal = resolve));
  const Part = lazy(async () => {
    if (typeof window !== 'undefined') await revealed;
    return { default: await load() };
  });

  function WhenVisible(props: P) {
    useRenderedModule(key, { deferred: true });
    const ref = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    useEffect(() => {
      const element = ref.current;
      // Empty: rendered in the browser with no server HTML, so nothing to wait for.
      if (!element?.firstChild || typeof IntersectionObserver === 'undefined') {
        reveal();
        return undefined;
      }
      const holdBack = (event: Event) => {
        if (!hydrated.current) event.preventDefault();
      };
      element.addEventListener('submit', holdBack);
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          reveal();
        },
        { rootMargin: `${AHEAD} 0px` },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        element.removeEventListener('submit', holdBack);
      };
    }, []);
    return (
      // The backend adds the part's stylesheets to the server HTML as `data-styles`, which the
      // page loader fetches when the part comes near; the browser's copy never has them.
      <div ref={ref} {...{ [DEFERRED_PART_ATTRIBUTE]: key }} suppressHydrationWarning>
        <Suspense fallback={null}>
          <Part {...props} />
          <Hydrated hydratedRef={hydrated} />
        </Suspense>
      </div>
    );
  }
  return WhenVisible;
}

/** Renders nothing; its effect runs once the Suspense boundary around it has hydrated. */
function Hydrated({ hydratedRef }: { hydratedRef: RefObject<boolean> }) {
  useEffect(() => {
    hydratedRef.current = true;
  }, [hydratedRef]);
  return null;
}
