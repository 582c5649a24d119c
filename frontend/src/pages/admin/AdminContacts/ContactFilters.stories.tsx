import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAdminScope } from '../test/storyProviders';
import { ContactFilters, type ContactFiltersProps } from './ContactFilters';
import { NO_FILTERS } from './contactListFilters';

/** The filters hold their own state here, as the screen does, and report each change. */
function Controlled({ value, onChange }: ContactFiltersProps) {
  const [current, setCurrent] = useState(value);
  return (
    <ContactFilters
      value={current}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/ContactFilters',
  component: ContactFilters,
  render: (args) => <Controlled {...args} />,
  args: { value: NO_FILTERS, onChange: fn() },
  decorators: [withAdminScope],
} satisfies Meta<typeof ContactFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: every submission is listed, and there is nothing to clear. */
export const Unfiltered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search submissions' });
    await userEvent.type(search, 'kowal');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, search: 'kowal' });
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/**
 * Every filter set, as after narrowing to the new messages of crop farmers of one week: "Clear
 * filters" resets them.
 */
export const Filtered: Story = {
  args: {
    value: {
      search: 'dale',
      status: 'NEW',
      businessType: 'CROP_FARMING',
      from: '2026-03-01',
      to: '2026-03-07',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-03-01');
    await expect(canvas.getByLabelText('To')).toHaveAttribute('min', '2026-03-01');
    await expect(canvas.getByText('Crop Farming')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'New' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(NO_FILTERS);
    await expect(canvas.getByLabelText('To')).toHaveValue('');
  },
};

/** At 390 px the filters wrap, one to a line. */
export const Phone: Story = {
  ...Filtered,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
