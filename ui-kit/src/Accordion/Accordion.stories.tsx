import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkButton } from '../shared/LinkButton';
import { LONG_TEXT } from '../test/mockImages';
import { Accordion } from './Accordion';

const sheet = (product: string) => (
  <LinkButton to={`/documents/msds/${product.toLowerCase().replace(/ /g, '-')}.pdf`} external>
    Download {product} MSDS
  </LinkButton>
);

const meta = {
  title: 'Navigation/Accordion',
  component: Accordion,
  args: {
    onChange: fn(),
    items: ['Elite Phos', 'Elite Nitro', 'Soil Booster'].map((product) => ({
      key: product,
      title: product,
      content: sheet(product),
    })),
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Elite Phos' });
    const second = canvas.getByRole('button', { name: 'Elite Nitro' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('Elite Phos');
    // Opening another panel closes the first: one at a time.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // Collapsible: the open panel closes again.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('button', { name: 'Soil Booster' });
    header.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    // The panel opens with a height animation.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('link', { name: /Soil Booster MSDS/ })).toBeVisible(),
    );
  },
};

export const InitiallyOpen: Story = { args: { defaultActiveKey: 'Elite Nitro' } };

export const LongText: Story = {
  args: { items: [{ key: 'long', title: LONG_TEXT.slice(0, 120), content: <p>{LONG_TEXT}</p> }] },
};

export const Empty: Story = { args: { items: [] } };

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
