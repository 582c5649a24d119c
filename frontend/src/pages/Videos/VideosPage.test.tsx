import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { thumbnailOf, videosEmptyMock, videosErrorMock, videosMock } from './Videos.mock';
import { TOTE_THUMBNAIL, VideosPage } from './VideosPage';

describe('VideosPage', () => {
  it('shows a loading state, then the three tabs with the first one open', async () => {
    renderWithProviders(<VideosPage />, { mocks: [videosMock], path: '/videos' });
    expect(screen.getByText('Loading videos...')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Product Features' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Product Information' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Customer Testimonials' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'NanoSorb Carrier Technology Explained' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading videos...')).not.toBeInTheDocument();
  });

  it('links an available video to the video site in a new tab', async () => {
    renderWithProviders(<VideosPage />, { mocks: [videosMock] });
    const link = await screen.findAllByRole('link', { name: /Watch Video/ });
    expect(link).toHaveLength(2);
    expect(link[0]).toHaveAttribute('href', 'https://www.youtube.com/watch?v=pE7nSorb01a');
    expect(link[0]).toHaveAttribute('target', '_blank');
    expect(link[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a disabled "Coming Soon" button for an unavailable video', async () => {
    renderWithProviders(<VideosPage />, { mocks: [videosMock] });
    expect(await screen.findByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  });

  it('shows the topic tags of the open tab, one per first word of a title', async () => {
    renderWithProviders(<VideosPage />, { mocks: [videosMock] });
    const tags = await screen.findByRole('list', { name: 'Product Features topics' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NanoSorb', 'Elite', 'Micro']);
  });

  it('switches the grid and the tags with the tab', async () => {
    renderWithProviders(<VideosPage />, { mocks: [videosMock] });
    await userEvent.click(await screen.findByRole('tab', { name: 'Product Information' }));
    expect(
      await screen.findByRole('heading', { name: 'Handling 1000L IBC Totes Safely' }),
    ).toBeVisible();
    const tags = screen.getByRole('list', { name: 'Product Information topics' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Handling', 'Soil']);
    await userEvent.click(screen.getByRole('tab', { name: 'Customer Testimonials' }));
    expect(await screen.findByText('No videos in this category yet')).toBeInTheDocument();
  });

  it('swaps a broken thumbnail for the tote image', async () => {
    const { container } = renderWithProviders(<VideosPage />, { mocks: [videosMock] });
    await screen.findByRole('tab', { name: 'Product Features' });
    const thumbnail = container.querySelector(`img[src="${thumbnailOf('1')}"]`);
    expect(thumbnail).not.toBeNull();
    fireEvent.error(thumbnail!);
    expect(container.querySelector(`img[src="${TOTE_THUMBNAIL}"]`)).not.toBeNull();
  });

  it('says that every product is available in 1000L IBC totes', () => {
    renderWithProviders(<VideosPage />, { mocks: [videosMock] });
    expect(
      screen.getByText(
        'Every product shown in these videos is available in 1000L IBC tote containers.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an empty state when there are no videos', async () => {
    renderWithProviders(<VideosPage />, { mocks: [videosEmptyMock] });
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the error when the videos cannot be loaded', async () => {
    renderWithProviders(<VideosPage />, { mocks: [videosErrorMock] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading videos: 500: Internal Server Error',
    );
  });

  it('sets its title, canonical URL and sharing tags', async () => {
    renderWithProviders(<VideosPage />, { mocks: [videosMock] });
    await screen.findByRole('tab', { name: 'Product Features' });
    expect(document.title).toBe('Videos | Prairie Elite Agronomics');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/videos',
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Videos | Prairie Elite Agronomics',
    );
  });
});
