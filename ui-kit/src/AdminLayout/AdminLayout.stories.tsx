import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Col, Row, Statistic } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { AdminLayout } from './AdminLayout';

const dashboard = (
  <Row gutter={[16, 16]}>
    {[
      ['Products', 12],
      ['Newsletters', 9],
      ['Image assets', 32],
      ['Team members', 3],
    ].map(([title, value]) => (
      <Col key={title} xs={24} sm={12} lg={6}>
        <Card>
          <Statistic title={title} value={value} />
        </Card>
      </Col>
    ))}
  </Row>
);

/** Story data: the site's admin sections (the frontend's route table, app/site-routes.ts). */
const links = [
  { label: 'Dashboard', href: '/admin/dashboard' },
  { label: 'Images', href: '/admin/images' },
  { label: 'Contact Messages', href: '/admin/messages' },
];

const meta = {
  title: 'Layout/AdminLayout',
  component: AdminLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: '/admin/dashboard',
    links,
    viewSiteHref: '/',
    onSignOut: fn(),
    children: dashboard,
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('navigation', { name: 'Admin' });
    await expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Images', 'Contact Messages']);
    await expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const ImagesSelected: Story = {
  args: { currentPath: '/admin/images' },
  play: async ({ canvasElement }) => {
    const sidebar = within(canvasElement).getByRole('navigation', { name: 'Admin' });
    await expect(within(sidebar).getByRole('link', { name: 'Images' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const Empty: Story = {
  args: {
    currentPath: '/admin/messages',
    children: <EmptyState title="No contact submissions yet" />,
  },
};

/** Below 768 px the sidebar gives way to a scrollable tab strip. */
export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { currentPath: '/admin/messages' },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getByRole('navigation', { name: 'Admin sections' });
    await expect(within(tabs).getByRole('link', { name: 'Contact Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
