import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAdminProviders } from '../test/storyProviders';
import { sampleContacts, triageMock, triageRefusedMock } from './AdminContacts.mock';
import { ContactTriage } from './ContactTriage';

const [dale, , sam] = sampleContacts;
const NOTE = 'Called back on Thursday; soil test booked.';

const meta = {
  title: 'Admin/ContactTriage',
  component: ContactTriage,
  args: { submission: dale, onChanged: fn() },
  decorators: [
    withAdminProviders([
      triageMock(dale, { status: 'HANDLED', note: null }),
      triageMock(dale, { status: 'NEW', note: NOTE }),
      triageRefusedMock(
        dale,
        { status: 'NEW', note: '=cmd' },
        {
          field: ['input', 'note'],
          message: 'Note contains characters that are not allowed',
          code: 'INVALID',
        },
      ),
    ]),
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactTriage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new message: mark it handled, and the list is read again. */
export const NewMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Mark as handled/ }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
  },
};

/** A handled message says who handled it and when, and shows its note. */
export const Handled: Story = {
  args: { submission: sam },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Handled by admin on/)).toBeVisible();
    await expect(canvas.getByText('Sent the price list by e-mail.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Reopen/ })).toBeEnabled();
  },
};

/** Writing a note: the field has its label and hint, and a save closes it again. */
export const WritingANote: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Add note/ }));
    await userEvent.type(canvas.getByLabelText('Note'), NOTE);
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
    await expect(canvas.queryByLabelText('Note')).toBeNull();
  },
};

/** A note the API refuses: its message under the field, what was typed kept. */
export const RefusedNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Add note/ }));
    await userEvent.type(canvas.getByLabelText('Note'), '=cmd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    // Under the field (the toast says it too).
    await expect(
      await canvas.findByText('Note contains characters that are not allowed', {
        selector: '.ant-form-item-explain-error > span',
      }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Note')).toHaveValue('=cmd');
  },
};
