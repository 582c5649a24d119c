import { composeStories } from '@storybook/react-vite';
import { errorMessage } from './ErrorState';
import * as stories from './ErrorState.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('errorMessage', () => {
  it('uses the message of an Error, else "Unknown error"', () => {
    expect(errorMessage(new Error('404: Not Found'))).toBe('404: Not Found');
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage(undefined)).toBe('Unknown error');
    expect(errorMessage(new Error(''))).toBe('Unknown error');
  });
});
