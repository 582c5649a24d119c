import { useEffect, useState, useSyncExternalStore } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { showImageFallback } from 'ui-kit';

/** The attribute that marks server HTML left as it is (and whose links StaticLinks follows). */
const MARK = 'data-static';

const noSubscription = () => () => undefined;
const EMPTY_HTML = { __html: '' };

/**
 * True while React hydrates server HTML (and on the server), false when it renders in the
 * browser: React reads the server snapshot during hydration only.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * The images FallbackImage would replace when they fail, replaced without React, in adopted
 * server HTML. A ref callback with a clean-up, not state and an effect: adopting a part costs no
 * second render.
 */
function watchImages(element: HTMLElement | null) {
  if (!element) return undefined;
  for (const img of element.querySelectorAll('img')) {
    if (img.complete && img.currentSrc && img.naturalWidth === 0) showImageFallback(img);
  }
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) showImageFallback(event.target);
  };
  element.addEventListener('error', onError, true);
  return () => element.removeEventListener('error', onError, true);
}

export interface StaticContentProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render, e.g. a list's `li`; by default a `<div>` laid out as if absent
   * (`display: contents`), so wrapping changes no layout.
   */
  as?: 'div' | 'section' | 'li' | 'article';
  children: ReactNode;
}

/**
 * A part of a server-rendered page that holds no interactive piece (text, cards, images, links):
 * hydrating it would cost a slow phone main-thread time and change nothing on screen.
 *
 * On the server it renders its children inside one element (`as`). In the browser, when it is
 * hydrated, it renders that element with empty
 * inner HTML: React then adopts the element without walking, rendering or comparing anything
 * inside it, so the server's markup stays exactly as it arrived, and the children's code
 * (queries, hooks) does not run. It stays that way while the page is open. Mounted in the
 * browser without server HTML (after client-side navigation), it renders its children as usual.
 *
 * Its links are plain `<a>` elements then: StaticLinks (in the layout) turns a click on one into
 * client-side navigation, as the router's own links do. A picture that fails gets FallbackImage's
 * placeholder all the same.
 */
export function StaticContent({ as: Tag, children, className, ...attributes }: StaticContentProps) {
  const hydrating = useHydrating();
  // Decided once, when mounted: a re-render after hydration must not replace the server HTML.
  const [adopted] = useState(() => hydrating && typeof window !== 'undefined');
  const Element = Tag ?? 'div';
  const props = {
    ...attributes,
    className: Tag ? className : ['static-content', className].filter(Boolean).join(' '),
    [MARK]: '',
  };
  if (adopted) {
    return (
      <Element
        {...props}
        ref={watchImages}
        dangerouslySetInnerHTML={EMPTY_HTML}
        suppressHydrationWarning
      />
    );
  }
  return <Element {...props}>{children}</Element>;
}

/** The same-site path a click on `anchor` should open in the app, or null to let the browser. */
export function appPathOf(anchor: HTMLAnchorElement, event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  ) {
    return null;
  }
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // Files and endpoints the server answers itself (PDFs, uploads, the API, feeds).
  if (/^\/(api|graphql|uploads|assets|images)(\/|$)|\.[a-z0-9]+$/i.test(url.pathname)) return null;
  // A jump within the page is the browser's.
  if (url.pathname === window.location.pathname && url.search === window.location.search) {
    return url.hash ? null : `${url.pathname}${url.search}`;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Follows a click on a link inside StaticContent as the router's links do (no page load), once
 * the app runs; before that, the browser follows it as a normal link.
 */
export function StaticLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${MARK}]`)) return;
      const path = appPathOf(anchor, event);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
