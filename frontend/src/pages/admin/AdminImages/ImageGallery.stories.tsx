import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { canola, galleryAssets } from './AdminImages.mock';
import { ImageGallery, type ImageGalleryProps } from './ImageGallery';
import { withAdminScope } from '../test/storyProviders';

/** The gallery with its selection in state, as the image manager holds it. */
function SelectableGallery(props: Omit<ImageGalleryProps, 'selectedId' | 'onSelect'>) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return <ImageGallery {...props} selectedId={selectedId} onSelect={setSelectedId} />;
}

const meta = {
  title: 'Admin/ImageGallery',
  component: ImageGallery,
  args: { assets: galleryAssets, selectedId: null, onSelect: fn() },
  decorators: [withAdminScope],
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Browse Images": the built-in illustrations and an upload, each a toggle button. */
export const Browse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Images' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(galleryAssets.length);
    await userEvent.click(canvas.getByRole('button', { name: /Wheat Harvest/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('2');
  },
};

/** The selected image is pressed; pressing it again clears the selection. */
export const Selected: Story = {
  args: { selectedId: canola.id },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selected = canvas.getByRole('button', { name: /Canola in Bloom/ });
    await expect(selected).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(selected);
    await expect(args.onSelect).toHaveBeenCalledWith(null);
  },
};

/** As the image manager uses it: the selection follows the presses. */
export const Interactive: Story = {
  render: (args) => <SelectableGallery assets={args.assets} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('button', { name: /Field Walk/ });
    await userEvent.click(field);
    await expect(field).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(field);
    await expect(field).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Empty: Story = { args: { assets: [] } };

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
