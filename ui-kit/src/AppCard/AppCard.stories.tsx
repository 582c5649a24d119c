import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalculatorOutlined } from '@ant-design/icons';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_TEXT } from '../test/mockImages';
import { AppCard } from './AppCard';
import { appsMock, integratedAppMock } from './AppCard.mock';

const meta = {
  title: 'Cards/AppCard',
  component: AppCard,
  args: { app: { ...appsMock[0], icon: <CalculatorOutlined /> } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Beta: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Beta')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  },
};

export const ComingSoon: Story = {
  args: { app: appsMock[3] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Join Waitlist' }),
    ).toBeDisabled();
  },
};

/** A Coming Soon app whose waitlist is open: its button opens a dialog. */
export const WaitlistOpen: Story = {
  args: { app: appsMock[3], onAction: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Join Waitlist' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** A working app: its button is a link to it. */
export const Available: Story = {
  args: { href: '/apps/optimize-calculator' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Open App' });
    await expect(link).toHaveAttribute('href', '/apps/optimize-calculator');
  },
};

export const Live: Story = { args: { app: { ...appsMock[1], status: 'Live' } } };

/** An integrated-apps card: no badge, "Coming Soon" and a development notice. */
export const IntegratedApp: Story = {
  args: {
    app: integratedAppMock,
    actionLabel: 'Coming Soon',
    notice: 'This application is under development and will be available soon.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(canvas.getByText(/under development/)).toBeVisible();
  },
};

export const LongText: Story = { args: { app: { ...appsMock[2], description: LONG_TEXT } } };

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
