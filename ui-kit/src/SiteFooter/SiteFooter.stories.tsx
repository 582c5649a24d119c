import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';
import { footerCompanyMock, footerLinksMock } from './SiteFooter.mock';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { company: footerCompanyMock, quickLinks: footerLinksMock },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Contact Us', 'Locations', 'Quick Links', 'About Us']);
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(
      canvas.getByText(`© ${new Date().getFullYear()} Prairie Soil Co. All rights reserved.`),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    // The opening hours, one line each, under the locations.
    await expect(canvas.getByText('Business Hours')).toBeVisible();
    await expect(canvas.getByText('Weekends: closed')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    company: {
      ...footerCompanyMock,
      about: `${footerCompanyMock.about} Our consultants work with grain, oilseed, pulse and livestock operations across Alberta and Saskatchewan, from soil sampling to in-season tissue tests.`,
    },
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
