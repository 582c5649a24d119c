import { composeStories } from '@storybook/react-vite';
import { testAllStories } from '../../test/storyTests';
import * as stories from './RecordTable.stories';

testAllStories(composeStories(stories));
