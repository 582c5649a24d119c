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

/**
 * antd's rules that hide what is closed (popups, inactive tabs and panels, hidden form items), as
 * the static stylesheet has them: jsdom loads no stylesheet files and antd makes no styles at run
 * time (the theme's zeroRuntime), but axe and `toBeVisible()` must see a closed popup as hidden.
 * Only these few rules: jsdom matches every rule of the page on each getComputedStyle.
 */
const ANTD_HIDING_RULES = `
.ant-collapse-panel-hidden, .ant-collapse-content-hidden, .ant-drawer-content-wrapper-hidden,
.ant-dropdown-hidden, .ant-form-item-hidden, .ant-modal-hidden, .ant-picker-dropdown-hidden,
.ant-popover-hidden, .ant-select-dropdown-hidden, .ant-tabs-content-hidden,
.ant-tabs-tabpane-hidden, .ant-tabs-dropdown-hidden, .ant-tabs-nav-operations-hidden,
.ant-tag-hidden, .ant-tooltip-hidden, .ant-tooltip-unique-container-hidden,
.ant-form-item-optional.ant-form-item-required-mark-hidden, .ant-modal-confirm .ant-modal-header {
  display: none;
}
.ant-input-clear-icon-hidden {
  visibility: hidden;
}
`;

// Once per document: with isolate: false, each test file's setup runs this in a shared window.
if (!document.getElementById('antd-hiding-rules')) {
  const style = document.createElement('style');
  style.id = 'antd-hiding-rules';
  style.textContent = ANTD_HIDING_RULES;
  document.head.append(style);
}
