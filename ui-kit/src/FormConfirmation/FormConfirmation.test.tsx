import { composeStories } from '@storybook/react-vite';
import * as stories from './FormConfirmation.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));
