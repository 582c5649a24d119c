import { composeStories } from '@storybook/react-vite';
import * as stories from './NotFound.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));
