import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmitError } from 'ui-kit';
import { withAdminScope } from '../test/storyProviders';
import { storedInput } from './AdminSettings.mock';
import { CompanySettingsForm } from './CompanySettingsForm';

const meta = {
  title: 'Admin/Settings/CompanySettingsForm',
  component: CompanySettingsForm,
  args: { initialValues: storedInput, onSubmit: fn(() => Promise.resolve()) },
  decorators: [withAdminScope],
} satisfies Meta<typeof CompanySettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored facts, ready to edit; saving sends every one of them. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Head office phone')).toHaveValue('780-555-0142');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Company Details' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(storedInput));
  },
};

/** While saving: the button says so and the fields wait. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Company Details' }));
    await expect(await canvas.findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText('Fax')).toBeDisabled());
  },
};

/** The API refused two values: each message under its field, nested ones included. */
export const FieldErrors: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new FormSubmitError('Fax is required', {
          fax: 'Fax is required',
          'warehouse.postalCode': 'Postal code must look like T5J 0H6',
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Company Details' }));
    await waitFor(() => expect(canvas.getByText('Fax is required')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByText('Postal code must look like T5J 0H6')).toBeVisible(),
    );
    await expect(canvas.getByLabelText('Head office phone')).toHaveValue('780-555-0142');
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
