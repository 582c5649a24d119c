import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublishAction, type PublishActionProps } from './PublishAction';

const CHECKS = [
  { key: 'title', label: 'Title', passed: true, detail: 'Spring Seeding Checklist' },
  { key: 'cover', label: 'Cover image', passed: false, detail: 'No cover image is chosen.' },
];

/** The action with its dialog's open state, as a screen holds it. */
function Action(props: PublishActionProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <PublishAction
      {...props}
      open={open}
      onOpen={() => {
        setOpen(true);
        props.onOpen();
      }}
      onCancel={() => setOpen(false)}
    />
  );
}

const meta = {
  title: 'Admin/PublishAction',
  component: Action,
  args: {
    title: 'Publish newsletter',
    open: false,
    onOpen: fn(),
    onCancel: fn(),
    checks: CHECKS.slice(0, 1),
    onPublish: fn(),
  },
} satisfies Meta<typeof Action>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every check passed: "Publish now". */
export const Passing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Publish newsletter' });
    await expect(within(dialog).getByText('Every check passed.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    await expect(args.onPublish).toHaveBeenCalledWith(false);
  },
};

/** A check failed: the button says "Publish anyway". */
export const Failing: Story = {
  args: { checks: CHECKS },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Publish newsletter' });
    await expect(within(dialog).getByText('1 of 2 checks did not pass.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await expect(args.onPublish).toHaveBeenCalledWith(true);
  },
};

/** The checks are still running: nothing can be published yet. */
export const Checking: Story = {
  args: { checks: undefined, open: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Publish newsletter' });
    await expect(within(dialog).getByText('Running the checks...')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Publish now' })).toBeDisabled();
  },
};
