import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsletterCard } from './NewsletterCard';
import {
  brokenImageNewsletterMock,
  longNewsletterMock,
  newsletterMock,
  newsletterWithoutPdfMock,
} from './NewsletterCard.mock';

const meta = {
  title: 'Cards/NewsletterCard',
  component: NewsletterCard,
  args: { newsletter: newsletterMock, href: `/newsletter/${newsletterMock.id}` },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('October 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read Full Article' })).toHaveAttribute(
      'href',
      '/newsletter/12',
    );
    const pdf = canvas.getByRole('link', { name: /Download PDF/ });
    await expect(pdf).toHaveAttribute('href', '/newsletters/2026-10.pdf');
    await expect(pdf).toHaveAttribute('target', '_blank');
  },
};

export const WithoutPdf: Story = {
  args: { newsletter: newsletterWithoutPdfMock },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Download PDF')).toBeNull();
  },
};

/** The home page's featured newsletter replaces the default buttons with its own. */
export const CustomActions: Story = {
  args: { actions: <button type="button">Read Full Newsletter</button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Read Full Newsletter' })).toBeVisible();
    await expect(canvas.queryByText('Read Full Article')).toBeNull();
    await expect(canvas.queryByText('Download PDF')).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

export const LongText: Story = { args: { newsletter: longNewsletterMock } };

export const MissingImage: Story = {
  args: { newsletter: { ...brokenImageNewsletterMock, imageUrl: null, image: null } },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
