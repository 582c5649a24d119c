import { composeStories } from '@storybook/react-vite';
import { fireEvent, render } from '@testing-library/react';
import { VideoCard } from './VideoCard';
import { brokenThumbnailVideoMock } from './VideoCard.mock';
import * as stories from './VideoCard.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('VideoCard', () => {
  it('swaps a broken thumbnail for the given fallback', () => {
    const { container } = render(
      <VideoCard video={brokenThumbnailVideoMock} fallbackThumbnailUrl="/images/tote.jpg" />,
    );
    const image = container.querySelector('img') as HTMLImageElement;
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/tote.jpg');
  });
});
