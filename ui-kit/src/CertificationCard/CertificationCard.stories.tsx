import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CertificationCard } from './CertificationCard';
import { CertificationGrid } from './CertificationGrid';
import { certificationsMock } from './CertificationCard.mock';

const meta = {
  title: 'Cards/CertificationCard',
  component: CertificationCard,
  args: { certification: certificationsMock[1] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CertificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {
  args: { certification: certificationsMock[0] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Valid until 2026')).toBeVisible();
    await expect(canvas.queryByText('Expired')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A certificate past its validity (the API says so): "Expired" beside the stated date. */
export const Expired: Story = {
  args: { certification: { ...certificationsMock[0]!, validUntil: '2025', expired: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Valid until 2025')).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
  },
};

export const Expandable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show certification types' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('OMRI')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('OMRI')).toBeVisible();
    await expect(canvas.getByText('Canada Organic Regime')).toBeVisible();
  },
};

export const Expanded: Story = { args: { defaultExpanded: true } };

/** The certifications page: only one card is expanded at a time. */
export const OneExpandedAtATime: Story = {
  render: () => <CertificationGrid certifications={certificationsMock} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [organic, registration] = canvas.getAllByRole('button', {
      name: 'Show certification types',
    });
    await userEvent.click(organic);
    await expect(canvas.getByText('OMRI')).toBeVisible();
    await userEvent.click(registration);
    await expect(canvas.getByText('Saskatchewan')).toBeVisible();
    await expect(canvas.getByText('OMRI')).not.toBeVisible();
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <CertificationGrid certifications={certificationsMock} />,
};
