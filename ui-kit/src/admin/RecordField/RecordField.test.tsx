import { composeStories } from '@storybook/react-vite';
import { testAllStories } from '../../test/storyTests';
import * as stories from './RecordField.stories';

testAllStories(composeStories(stories));
