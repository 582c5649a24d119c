import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExperimentOutlined } from '@ant-design/icons';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { LONG_TEXT, BROKEN_IMAGE_URL } from '../test/mockImages';
import { TechnologyCard } from './TechnologyCard';
import { microExtractionMock, nanoSorbMock } from './TechnologyCard.mock';

const meta = {
  title: 'Cards/TechnologyCard',
  component: TechnologyCard,
  args: nanoSorbMock,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TechnologyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'NanoSorb' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Learn More about NanoSorb' })).toHaveAttribute(
      'href',
      '/technologies/nanosorb',
    );
  },
};

export const WithIcon: Story = {
  args: { ...microExtractionMock, imageUrl: undefined, icon: <ExperimentOutlined /> },
};

export const Loading: Story = { args: { loading: true } };

export const LongText: Story = { args: { description: LONG_TEXT } };

export const MissingImage: Story = {
  args: { imageUrl: BROKEN_IMAGE_URL },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'NanoSorb' });
    fireEvent.error(image);
    await waitFor(() => expect(image).toHaveAttribute('data-fallback', 'true'));
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
