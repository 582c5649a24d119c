import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactInfoCard } from './ContactInfoCard';
import { additionalContactsMock, headOfficeMock } from './ContactInfoCard.mock';

const meta = {
  title: 'Cards/ContactInfoCard',
  component: ContactInfoCard,
  args: { title: 'Head Office', items: headOfficeMock },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactInfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadOffice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '(780) 555-0142' })).toHaveAttribute(
      'href',
      'tel:7805550142',
    );
    await expect(canvas.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    await expect(canvas.getByText('Edmonton, AB T5J 3P4')).toBeVisible();
  },
};

export const AdditionalContacts: Story = {
  args: { title: 'Additional Contacts', items: additionalContactsMock },
};

export const Empty: Story = { args: { title: 'Contact', items: [] } };

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
