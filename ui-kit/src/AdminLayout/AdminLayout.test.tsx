import { composeStories } from '@storybook/react-vite';
import * as stories from './AdminLayout.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));
