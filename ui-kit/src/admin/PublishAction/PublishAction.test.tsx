import { composeStories } from '@storybook/react-vite';
import { vi } from 'vitest';
import { testAllStories } from '../../test/storyTests';
import * as stories from './PublishAction.stories';

// antd's table, form and dialogs render slowly under jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
testAllStories(composeStories(stories));
