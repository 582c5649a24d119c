import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAdminProviders } from '../test/storyProviders';
import {
  CATEGORIES,
  canola,
  deleteMock,
  galleryAssets,
  updateMock,
  updateRefusedMock,
  uploaded,
} from './AdminImages.mock';
import { ImageMetadataEditor } from './ImageMetadataEditor';

const renamed = {
  name: 'Canola near Vegreville',
  category: canola.category,
  description: canola.description,
  tags: canola.tags,
};

/** A name of spaces only: the server refuses it (a user error). */
const blankName = { ...renamed, name: '   ' };

const meta = {
  title: 'Admin/ImageMetadataEditor',
  component: ImageMetadataEditor,
  args: { asset: canola, categories: CATEGORIES, onDeleted: fn() },
  decorators: [
    withAdminProviders([updateMock(renamed), updateRefusedMock(blankName), deleteMock(canola.id)]),
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageMetadataEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A built-in illustration: rename it and "Update Metadata" saves it. */
export const EditBuiltIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit Image' })).toBeVisible();
    const name = canvas.getByLabelText('Name');
    await expect(name).toHaveValue('Canola in Bloom');
    await userEvent.clear(name);
    await userEvent.paste('Canola near Vegreville');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Metadata' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Metadata Updated')).toBeInTheDocument();
  },
};

/** The server refuses a blank name: its message shows under the field and in a toast. */
export const RefusedName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.paste(blankName.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Metadata' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Not saved')).toBeInTheDocument();
    await waitFor(() => expect(body.getAllByText('Name is required')).toHaveLength(2));
    await expect(body.queryByText('Metadata Updated')).toBeNull();
  },
};

/** "Delete Image" asks first; Cancel keeps the image. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Image' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveTextContent('the file stays with the site');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** An uploaded image with AVIF and WebP copies; deleting it removes the file too. */
export const Uploaded: Story = {
  args: { asset: uploaded },
};

/** A portrait from the team category. */
export const Portrait: Story = {
  args: { asset: galleryAssets.find((asset) => asset.category === 'TEAM')! },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
