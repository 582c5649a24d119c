import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Input } from 'antd';
import { expect, within } from 'storybook/test';
import { RecordField } from './RecordField';

const meta = {
  title: 'Admin/RecordField',
  component: RecordField,
  args: {
    id: 'team-credentials',
    label: 'Credentials',
    hint: 'Optional, e.g. "P.Ag."',
    children: <Input id="team-credentials" defaultValue="P.Ag." />,
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
    children: <Input id="team-name" defaultValue=" " />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveValue(' ');
  },
};
