import { composeStories } from '@storybook/react-vite';
import { statusBadgeVariant } from './StatusBadge';
import * as stories from './StatusBadge.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('statusBadgeVariant', () => {
  it('maps Live, Beta and anything else', () => {
    expect(statusBadgeVariant('Live')).toBe('solid');
    expect(statusBadgeVariant('Beta')).toBe('filled');
    expect(statusBadgeVariant('Coming Soon')).toBe('outlined');
    expect(statusBadgeVariant('live')).toBe('outlined');
  });
});
