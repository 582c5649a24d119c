import { composeStories } from '@storybook/react-vite';
import { testAllStories } from '../../test/storyTests';
import * as stories from './PublishAction.stories';

testAllStories(composeStories(stories));
