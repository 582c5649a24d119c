import { composeStories } from '@storybook/react-vite';
import { testAllStories } from '../../test/storyTests';
import * as stories from './RecordEditor.stories';

testAllStories(composeStories(stories));
