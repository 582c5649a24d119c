import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAdminProviders } from '../test/storyProviders';
import { laptopSession, phoneSession, sessionsMock } from './Sessions.mock';
import { SessionsPanel } from './SessionsPanel';

const meta = {
  title: 'Admin/SessionsPanel',
  component: SessionsPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in here and on a phone: each session can be ended, the phone's first. */
export const TwoDevices: Story = {
  decorators: [withAdminProviders([sessionsMock([laptopSession, phoneSession])], '/admin/account')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Safari on iOS')).toBeVisible();
    await expect(canvas.getByText('This browser')).toBeVisible();
  },
};

/** Only this browser. */
export const OnlyHere: Story = {
  decorators: [withAdminProviders([sessionsMock([laptopSession])], '/admin/account')],
};
