/**
 * Browser APIs that jsdom lacks and antd uses (responsive observers, overflow measuring). Imported by
 * the Vitest setup of ui-kit and frontend.
 */
// jsdom has no media queries. Width queries ("(min-width: 576px)", "(max-width: 1099px)", joined
// by "and") are answered from window.innerWidth, which testAllStories sets to a story's viewport;
// any other query does not match.
const widthQuery = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)$/;
export function mediaQueryMatches(query: string, width: number): boolean {
  return query
    .split(/\s+and\s+/)
    .map((part) => widthQuery.exec(part.trim()))
    .every((match) => {
      if (!match) return false;
      const limit = Number(match[2]);
      return match[1] === 'min' ? width >= limit : width <= limit;
    });
}
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: mediaQueryMatches(query, window.innerWidth),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', {
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  });
}

// jsdom throws "Not implemented" for pseudo-element styles; antd and axe only need a style object.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudoElt?: string | null) =>
  originalGetComputedStyle(element, pseudoElt ? undefined : pseudoElt);

window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView = () => undefined;
