import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VideoCard } from '../VideoCard';
import { unavailableVideoMock, videoMock } from '../VideoCard/VideoCard.mock';
import { EmptyState } from '../EmptyState';
import { Tabs } from './Tabs';

const grid = (count: number) => (
  <ul className="pe-grid pe-list-reset">
    {Array.from({ length: count }, (_, index) => (
      <li key={index}>
        <VideoCard video={index % 2 ? unavailableVideoMock : videoMock} />
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    onChange: fn(),
    items: [
      { key: 'features', label: 'Product Features', content: grid(3) },
      { key: 'information', label: 'Product Information', content: grid(2) },
      {
        key: 'testimonials',
        label: 'Customer Testimonials',
        content: <EmptyState title="No videos yet" />,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Product Features' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // After a keyboard or pointer focus antd adds "Tab 3 of 3" to the name, hence the regex.
    await userEvent.click(canvas.getByRole('tab', { name: /Customer Testimonials/ }));
    await expect(args.onChange).toHaveBeenCalledWith('testimonials');
    // antd re-measures the tab list after a change; query again once it settles.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: /Customer Testimonials/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await waitFor(() => expect(canvas.getByText('No videos yet')).toBeVisible());
  },
};

export const Documentation: Story = {
  args: {
    defaultActiveKey: 'trials',
    items: [
      { key: 'certifications', label: 'Certifications', content: <p>Certificates</p> },
      { key: 'trials', label: 'Field Trials', content: <p>2021 conventional trial results</p> },
      { key: 'msds', label: 'Product MSDS', content: <p>Safety data sheets</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2021 conventional trial results')).toBeVisible();
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
