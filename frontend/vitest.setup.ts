import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../ui-kit/src/test/jsdom';

// Test files share a worker (isolate: false in vitest.config.ts): nothing one test leaves in the
// page, the storage or the clock may reach the next file.
afterEach(() => {
  cleanup();
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
