import { composeStories } from '@storybook/react-vite';
import { telHref } from './ContactInfoCard';
import * as stories from './ContactInfoCard.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('1-800-555-0199')).toBe('tel:18005550199');
    expect(telHref('+1 (306) 555-0178')).toBe('tel:+13065550178');
  });
});
