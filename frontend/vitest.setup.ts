import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../ui-kit/src/test/jsdom';

afterEach(() => cleanup());

// Parts of pages arrive with their own code (lazy routes, sections below the first screens) and
// antd animates asynchronously: on a loaded CI machine one second is too short to find them.
configure({ asyncUtilTimeout: 5000 });
