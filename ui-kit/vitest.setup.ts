import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { configure as configureStorybookTest } from 'storybook/test';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, vi } from 'vitest';
import './src/test/jsdom';
import * as previewAnnotations from '../.storybook/preview';

// Stories rendered as tests get the same decorators and parameters as in Storybook.
setProjectAnnotations(previewAnnotations);

// Test files share a worker (isolate: false in vitest.config.ts): nothing one test leaves in the
// page, the storage or the clock may reach the next file.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// antd validates and animates asynchronously; under a loaded CI machine one second is too short.
configure({ asyncUtilTimeout: 5000 });
configureStorybookTest({ asyncUtilTimeout: 5000 });
