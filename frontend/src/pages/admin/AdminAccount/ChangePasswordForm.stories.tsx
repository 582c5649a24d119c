import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from 'ui-kit';
import { withAdminScope } from '../test/storyProviders';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Admin/Account/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { minLength: 12, onSubmit: fn(() => Promise.resolve()) },
  decorators: [
    withAdminScope,
    (Story) => (
      <div style={{ width: 'min(420px, 100vw - 32px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeChange(canvasElement: HTMLElement, current: string, next: string, again = next) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Current password'), current);
  await userEvent.type(canvas.getByLabelText('New password'), next);
  await userEvent.type(canvas.getByLabelText('Confirm new password'), again);
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
}

/** The rule is said under the field; a change sends the current and the new password. */
export const Change: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/At least 12 characters/)).toBeVisible();
    await typeChange(canvasElement, 'old password', 'wheat canola barley');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        currentPassword: 'old password',
        newPassword: 'wheat canola barley',
      }),
    );
  },
};

/** The confirmation differs: said under it, nothing sent. */
export const ConfirmationDiffers: Story = {
  play: async ({ canvasElement, args }) => {
    await typeChange(canvasElement, 'old password', 'wheat canola barley', 'wheat canola');
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('The two new passwords are not the same')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API refused the current password: its message under that field. */
export const WrongCurrentPassword: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new FormSubmitError('The current password is not correct', {
          currentPassword: 'The current password is not correct',
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await typeChange(canvasElement, 'not it', 'wheat canola barley');
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('The current password is not correct')).toBeVisible(),
    );
  },
};
