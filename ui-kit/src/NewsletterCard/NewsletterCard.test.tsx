import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { NewsletterCard } from './NewsletterCard';
import { newsletterMock } from './NewsletterCard.mock';
import * as stories from './NewsletterCard.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('NewsletterCard', () => {
  it('accepts a Date and a custom article link', () => {
    render(
      <NewsletterCard
        newsletter={{ ...newsletterMock, date: new Date(Date.UTC(2023, 10, 1)) }}
        href="/newsletter/99"
      />,
    );
    expect(screen.getByText('November 2023')).toHaveAttribute(
      'datetime',
      '2023-11-01T00:00:00.000Z',
    );
    expect(screen.getByRole('link', { name: 'Read Full Article' })).toHaveAttribute(
      'href',
      '/newsletter/99',
    );
  });
});
