import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { FallbackImage } from './FallbackImage';
import {
  PRODUCT_IMAGE_SIZES,
  brokenPhotoMock,
  photoImageMock,
  svgImageMock,
} from './FallbackImage.mock';

const meta = {
  title: 'Media/FallbackImage',
  component: FallbackImage,
  args: { image: svgImageMock, alt: 'Canola in bloom' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FallbackImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold: lazy, decoded off the main thread, its box reserved by width and height. */
export const Sized: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Canola in bloom' });
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '450');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).not.toHaveAttribute('fetchpriority');
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};

/** The page's main image (e.g. a product photo): fetched at once, with high priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Canola in bloom' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('decoding');
  },
};

/** An uploaded photo: AVIF first, then WebP, each with its widths; the original as the fallback. */
export const Responsive: Story = {
  args: { image: photoImageMock, alt: 'Elite Phos tote', sizes: PRODUCT_IMAGE_SIZES },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Elite Phos tote' });
    await expect(image).toHaveAttribute('src', photoImageMock.url);
    await expect(image).toHaveAttribute('width', '2000');
    await expect(image).toHaveAttribute('height', '1500');
    const sources = [...canvasElement.querySelectorAll('picture > source')];
    await expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    for (const source of sources) {
      await expect(source).toHaveAttribute('sizes', PRODUCT_IMAGE_SIZES);
      const widths = source
        .getAttribute('srcset')!
        .split(', ')
        .map((candidate) => candidate.split(' ').at(-1));
      await expect(widths).toEqual(['480w', '960w', '1600w']);
    }
  },
};

/** No image at all: the placeholder, with its own size. */
export const Missing: Story = {
  args: { image: null, alt: 'Elite K' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Elite K' });
    await expect(image).toHaveAttribute('data-fallback', 'true');
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '300');
  },
};

/** A file that fails to load: the placeholder takes the same box, and the variants are dropped. */
export const Broken: Story = {
  args: { image: brokenPhotoMock, alt: 'Lost photo' },
  play: async ({ canvasElement }) => {
    fireEvent.error(within(canvasElement).getByRole('img', { name: 'Lost photo' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Lost photo' })).toHaveAttribute(
        'data-fallback',
        'true',
      ),
    );
    const image = within(canvasElement).getByRole('img', { name: 'Lost photo' });
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg/);
    await expect(image).toHaveAttribute('width', '2000');
    await expect(image).toHaveAttribute('height', '1500');
    await expect(canvasElement.querySelector('source')).toBeNull();
  },
};

/** Only an address (an image on another site): no size to announce; the page's CSS sets the box. */
export const PlainSource: Story = {
  args: { image: undefined, src: svgImageMock.url, alt: 'Field' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Field' });
    await expect(image).toHaveAttribute('src', svgImageMock.url);
    await expect(image).not.toHaveAttribute('width');
  },
};
