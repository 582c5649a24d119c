import { composeStories } from '@storybook/react-vite';
import { testAllStories } from '../../test/storyTests';
import * as stories from './RecordList.stories';

testAllStories(composeStories(stories));
