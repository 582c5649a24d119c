import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, vi } from 'vitest';
import '../ui-kit/src/test/jsdom';

// Test files share a worker (isolate: false in vitest.config.ts): nothing one test leaves in the
// page, the storage or the clock may reach the next file.
afterEach(() => {
  cleanup();
  // Modal.confirm renders outside the test's container, so cleanup() leaves it open: a dialog a
  // test did not close would be a second "dialog" in the next file's page.
  Modal.destroyAll();
  document.body.replaceChildren();
  // What PageMeta wrote (it replaces its tags only when another page writes its own).
  document.head.querySelectorAll('[data-page-meta]').forEach((element) => element.remove());
  document.title = '';
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // antd writes a component's styles at run time only outside an AntdScope (whose theme says they
  // are in the static sheet): on the site that is a defect, and in the shared page of a worker
  // their hundreds of rules would slow every later getComputedStyle (jsdom matches each rule).
  const runtime = [...document.head.querySelectorAll('style[data-cache-path^="css-"]')];
  runtime.forEach((style) => style.remove());
  if (runtime.length > 0) {
    throw new Error(
      `antd wrote ${runtime.length} style tags at run time: an antd part rendered outside an AntdScope`,
    );
  }
});

// Parts of pages arrive with their own code (lazy routes, sections below the first screens) and
// antd animates asynchronously: on a loaded CI machine one second is too short to find them.
configure({ asyncUtilTimeout: 5000 });
