import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MemoryRouter } from 'react-router';
import { FormSubmitError } from 'ui-kit';
import { AdminLoginForm } from './AdminLoginForm';
import { withAdminScope } from '../test/storyProviders';

const meta = {
  title: 'Admin/AdminLoginForm',
  component: AdminLoginForm,
  args: { pending: false, onSubmit: fn() },
  parameters: { layout: 'centered' },
  decorators: [
    withAdminScope,
    (Story) => (
      // The "Forgot your password?" link is a router link.
      <MemoryRouter initialEntries={['/admin']}>
        <div style={{ width: 'min(420px, 100vw - 32px)' }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AdminLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Admin Access": signing in sends the username and password. */
export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Username'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password'), 'prairie-dev-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        username: 'admin',
        password: 'prairie-dev-password',
      }),
    );
  },
};

/** Both fields are required: an empty form says so under each field and sends nothing. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    // antd fades the messages in: wait until they are shown, not only in the document.
    await waitFor(() => expect(canvas.getByText('Username is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Password is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused a field (a user error): its message shows under that field. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new FormSubmitError('Password is required', { password: 'Password is required' }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await waitFor(() => expect(canvas.getByText('Password is required')).toBeVisible());
  },
};

/** While the server checks the credentials: the form is disabled and the button says so. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Signing in\.\.\./ })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Username')).toBeDisabled();
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
