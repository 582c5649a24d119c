import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublishChecklist, type PublishCheckItem } from './PublishChecklist';

const passing: PublishCheckItem[] = [
  {
    key: 'ALT_TEXT',
    label: 'Every image has alternative text',
    passed: true,
    detail: 'Cover: "A canola field in full yellow bloom"',
  },
  {
    key: 'TITLE_LENGTH',
    label: 'Title fits search results',
    passed: true,
    detail: '24 characters; 60 at most',
  },
  {
    key: 'DESCRIPTION_LENGTH',
    label: 'Summary fits search results',
    passed: true,
    detail: '39 characters; 160 at most',
  },
  {
    key: 'PDF_SIZE',
    label: 'PDF edition is under the size cap',
    passed: true,
    detail: '412 KB; 10240 KB at most',
  },
  {
    key: 'PAGE_WEIGHT',
    label: 'Page is light on a phone',
    passed: true,
    detail: 'About 236 KB on a phone; 500 KB at most',
  },
];

const meta = {
  title: 'Admin/PublishChecklist',
  component: PublishChecklist,
  args: { checks: passing },
} satisfies Meta<typeof PublishChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllPassed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Every check passed.')).toBeVisible();
  },
};

/** A title too long for search results: counted, named, and "not passed" said in words. */
export const OneFailing: Story = {
  args: {
    checks: passing.map((check) =>
      check.key === 'TITLE_LENGTH'
        ? { ...check, passed: false, detail: '74 characters; 60 at most' }
        : check,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 5 checks did not pass.')).toBeVisible();
    await expect(canvas.getByText('74 characters; 60 at most')).toBeVisible();
    await expect(canvas.getByText(': not passed')).toBeInTheDocument();
  },
};

/** While the server runs the checks. */
export const Running: Story = {
  args: { checks: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Running the checks...')).toBeVisible();
  },
};
