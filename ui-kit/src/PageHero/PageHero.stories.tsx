import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '../shared/LinkButton';
import { mockImage } from '../test/mockImages';
import { HeroImage } from './HeroImage';
import { PageHero } from './PageHero';

const meta = {
  title: 'Layout/PageHero',
  component: PageHero,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Innovative Agricultural Solutions',
    subtitle:
      'Regenerative agriculture knowledge and practical, high-quality conventional and organic fertilizers for Alberta and Saskatchewan.',
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Innovative Agricultural Solutions',
    );
  },
};

export const WithActionsAndImage: Story = {
  args: {
    media: (
      <HeroImage image={{ url: mockImage('', '#9dbb84', 1600, 900), width: 1600, height: 900 }} />
    ),
    actions: (
      <>
        <LinkButton to="/soil-diagnostics" variant="primary">
          Explore Our Solutions
        </LinkButton>
        <LinkButton to="/contact">Contact Us</LinkButton>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The illustration is decorative (the heading says what the band is about) and loads first.
    const image = canvasElement.querySelector<HTMLImageElement>('.pe-hero__media img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(canvas.getByRole('link', { name: 'Explore Our Solutions' })).toHaveClass(
      'pe-link-button--primary',
    );
  },
};

export const WithImageOnPhone: Story = {
  ...WithActionsAndImage,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const TitleOnly: Story = { args: { title: 'Contact Us', subtitle: undefined } };

export const LongText: Story = {
  args: {
    title:
      'Agricultural Solution Hub: Integrated Farm Management Applications for Modern Prairie Operations',
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
