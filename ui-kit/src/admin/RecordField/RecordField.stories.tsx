import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Input } from 'antd';
import { expect, within } from 'storybook/test';
import { RecordField, useRecordFieldAria } from './RecordField';

/** A control as the kit's are: it says what its field says of it (useRecordFieldAria). */
function Control({ id, value }: { id: string; value: string }) {
  return <Input {...useRecordFieldAria()} id={id} defaultValue={value} />;
}

const meta = {
  title: 'Admin/RecordField',
  component: RecordField,
  args: {
    id: 'team-credentials',
    label: 'Credentials',
    hint: 'Optional, e.g. "P.Ag."',
    children: <Control id="team-credentials" value="P.Ag." />,
  },
  decorators: [
    (Story) => (
      <Form layout="vertical">
        <Story />
      </Form>
    ),
  ],
} satisfies Meta<typeof RecordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field with its advice under it; the label names the control. */
export const WithHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Credentials')).toHaveValue('P.Ag.');
    await expect(canvas.getByText('Optional, e.g. "P.Ag."')).toBeVisible();
    await expect(canvas.getByLabelText('Credentials')).toHaveAccessibleDescription(
      'Optional, e.g. "P.Ag."',
    );
    await expect(canvas.getByLabelText('Credentials')).not.toHaveAttribute('aria-invalid');
  },
};

/** The API refused the value: its message replaces the advice, and the value stays. */
export const Refused: Story = {
  args: {
    id: 'team-name',
    label: 'Name',
    required: true,
    error: 'Name is required',
    hint: undefined,
    children: <Control id="team-name" value=" " />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveValue(' ');
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
  },
};
