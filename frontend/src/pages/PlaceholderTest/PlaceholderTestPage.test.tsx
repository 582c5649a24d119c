import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PlaceholderTestPage } from './PlaceholderTestPage';

// Static content: no query, so no loading, empty or error state to show.
describe('PlaceholderTestPage', () => {
  it('says what it is, links home and stays out of search engines', async () => {
    renderWithProviders(<PlaceholderTestPage title="Test Page" path="/test" />, { path: '/test' });
    expect(screen.getByRole('heading', { level: 1, name: 'Test Page' })).toBeInTheDocument();
    expect(screen.getByText(/for checking the site's layout/)).toBeInTheDocument();
    expect(screen.getByText('Return to Home').closest('a')).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Test Page | Prairie Elite Agronomics'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});
