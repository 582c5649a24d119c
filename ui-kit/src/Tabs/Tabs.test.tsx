import { composeStories } from '@storybook/react-vite';
import * as stories from './Tabs.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));
