import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contact, sampleContacts } from './AdminContacts.mock';
import { SubmissionCard } from './SubmissionCard';
import { withAdminScope } from '../test/storyProviders';

const COMPANY = 'Prairie Elite Agronomics';

const meta = {
  title: 'Admin/SubmissionCard',
  component: SubmissionCard,
  args: { submission: sampleContacts[0], companyName: COMPANY, now: new Date() },
  decorators: [
    withAdminScope,
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubmissionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message from a crop farmer, three hours old: reply, call or copy the details. */
export const CropFarming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dale Kowalchuk' })).toBeVisible();
    await expect(canvas.getByText('Crop Farming')).toBeVisible();
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('3 hours ago')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'dale@example.com' })).toHaveAttribute(
      'href',
      'mailto:dale@example.com',
    );
    await expect(canvas.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:dale@example\.com\?/),
    );
    await expect(canvas.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    await expect(canvas.getByRole('button', { name: 'Copy Details' })).toBeEnabled();
  },
};

export const LivestockFarming: Story = { args: { submission: sampleContacts[1] } };

/** A message the office has handled: its tag says so. */
export const OtherBusinessHandled: Story = {
  args: { submission: sampleContacts[2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Handled')).toBeVisible();
  },
};

/** The server-rendered first pass: no relative time until the page has mounted. */
export const BeforeMount: Story = {
  args: { now: null },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('');
    await expect(time).toHaveAttribute('datetime', sampleContacts[0].createdAt);
  },
};

/** A long message keeps its line breaks and wraps inside the card. */
export const LongMessage: Story = {
  args: {
    submission: contact({
      id: '9',
      name: 'Heather Lindqvist',
      email: 'heather.lindqvist@example.com',
      phone: '780-555-0161',
      businessType: 'MIXED_FARMING',
      message:
        'We farm 2,400 acres of canola, wheat and peas near Camrose and run 150 cow-calf pairs.\n' +
        'Last year the knolls yielded half of the low spots and the soil tests showed organic ' +
        'matter under 2% on the hilltops.\nCould a consultant walk the fields with us after ' +
        'harvest and put together a variable-rate plan, including Carbon Rebuild on the worst ' +
        'areas? We would also like prices for Elite Phos in totes for spring.',
    }),
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
