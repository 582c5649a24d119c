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
});

// Parts of pages arrive with their own code (lazy routes, sections below the first screens) and
// antd animates asynchronously: on a loaded CI machine one second is too short to find them.
configure({ asyncUtilTimeout: 5000 });
