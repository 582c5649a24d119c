import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader';
import { headerLinksMock } from './SiteHeader.mock';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { currentPath: '/', brandName: 'Prairie Soil Co.', links: headerLinksMock, homeHref: '/' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Soil Diagnostics & Solutions',
      'Videos',
      'Newsletter',
      'Documentation',
      'Apps',
      'Contact',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const CurrentRouteHighlighted: Story = {
  args: { currentPath: '/newsletter/12' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Small screens: "Toggle menu" opens a right-hand panel that closes when a link is chosen. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { currentPath: '/videos' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Toggle menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('navigation', { name: 'Main menu' });
    await expect(within(panel).getByRole('link', { name: 'Videos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(panel).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Scroll the canvas: the header slides away after 100 px down and back on scrolling up. */
export const HidesOnScroll: Story = {
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <main style={{ padding: 24 }}>
        {Array.from({ length: 40 }, (_, index) => (
          <p key={index}>Scroll down to hide the header, then up to bring it back.</p>
        ))}
      </main>
    </>
  ),
};
