import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { VideoCard } from './VideoCard';
import {
  brokenThumbnailVideoMock,
  longVideoMock,
  unavailableVideoMock,
  videoMock,
} from './VideoCard.mock';

const meta = {
  title: 'Cards/VideoCard',
  component: VideoCard,
  args: { video: videoMock },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Watch Video/ });
    await expect(link).toHaveAttribute('href', videoMock.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ComingSoon: Story = {
  args: { video: unavailableVideoMock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

export const LongText: Story = { args: { video: longVideoMock } };

export const BrokenThumbnail: Story = {
  args: { video: brokenThumbnailVideoMock },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).not.toBeNull();
    fireEvent.error(image as HTMLImageElement);
    await waitFor(() => expect(image).toHaveAttribute('data-fallback', 'true'));
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
