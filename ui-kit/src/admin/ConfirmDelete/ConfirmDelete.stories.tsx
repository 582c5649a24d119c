import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDelete } from './ConfirmDelete';

const meta = {
  title: 'Admin/ConfirmDelete',
  component: ConfirmDelete,
  args: {
    open: true,
    name: 'Spring Seeding Checklist',
    consequences: ['its page (its address will answer 404)', 'its PDF edition'],
    onCancel: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ConfirmDelete>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What goes with the record is listed; Delete reports the choice. */
export const WithConsequences: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Delete “Spring Seeding Checklist”?',
    });
    await expect(within(dialog).getByText('its PDF edition')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const NothingElse: Story = {
  args: { consequences: [] },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByText('Nothing else goes with it.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Deleting: Story = {
  args: { deleting: true },
};
