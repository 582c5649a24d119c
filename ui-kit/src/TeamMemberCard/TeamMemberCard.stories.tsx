import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LONG_TEXT } from '../test/mockImages';
import { TeamGrid } from './TeamGrid';
import { TeamMemberCard } from './TeamMemberCard';
import {
  consultantWithoutPortraitMock,
  teamMemberMock,
  teamMembersMock,
} from './TeamMemberCard.mock';

const meta = {
  title: 'Cards/TeamMemberCard',
  component: TeamMemberCard,
  args: { member: teamMemberMock },
} satisfies Meta<typeof TeamMemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: 340 }}>
    <Story />
  </div>
);

export const Full: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Harold Brandvold' })).toBeVisible();
    await expect(canvas.getByText('Founder and President')).toBeVisible();
    await expect(canvas.getByText('B.Sc. Agriculture')).toBeVisible();
  },
};

export const Compact: Story = { args: { variant: 'compact' }, decorators: [narrow] };

export const Loading: Story = { args: { loading: true }, decorators: [narrow] };

export const LongText: Story = {
  args: { member: { ...teamMemberMock, bio: LONG_TEXT } },
  decorators: [narrow],
};

export const MissingImage: Story = {
  args: { member: { ...teamMemberMock, imageUrl: null, image: null, credentials: null } },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Harold Brandvold' });
    await expect(image).toHaveAttribute('data-fallback', 'true');
  },
};

/** A consultant without portrait or credentials, with a very long bio: the compact card. */
export const CompactWithoutPortrait: Story = {
  args: { member: consultantWithoutPortraitMock, variant: 'compact' },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Aiyana Cardinal' });
    await expect(image).toHaveAttribute('data-fallback', 'true');
  },
};

/** The home page team section: three full cards, then "Our Farm Consultants". */
export const TeamSection: Story = {
  render: () => <TeamGrid members={teamMembersMock} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consultants = canvas.getByRole('region', { name: 'Our Farm Consultants' });
    await expect(within(consultants).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(7);
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <TeamGrid members={teamMembersMock} />,
};
