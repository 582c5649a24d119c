import { composeStories } from '@storybook/react-vite';
import * as stories from './EmptyState.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));
