import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VersionDiff } from './VersionDiff';

const LABELS: Record<string, string> = { title: 'Title', summary: 'Summary', content: 'Body' };

const version = (label: string, title: string, summary: string) => ({
  label,
  values: [
    { name: 'title', value: title },
    { name: 'summary', value: summary },
    { name: 'content', value: 'Soil temperature\n\nWait for 5 °C at seeding depth.' },
  ],
});

const meta = {
  title: 'Admin/VersionDiff',
  component: VersionDiff,
  args: {
    older: version('Version 1', 'Spring Seeding Checklist', 'What to check before seeding.'),
    newer: version('Version 2', 'Spring Seeding Checklist 2027', 'What to check before seeding.'),
    fieldLabel: (name: string) => LABELS[name] ?? name,
  },
} satisfies Meta<typeof VersionDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One field changed: marked in words, the others shown for context. */
export const OneFieldChanged: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Version 1 and Version 2' });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    await expect(rows).toEqual(['Title (changed)', 'Summary', 'Body']);
  },
};

/** The same version twice: nothing is marked. */
export const NothingChanged: Story = {
  args: {
    newer: version('Version 1 again', 'Spring Seeding Checklist', 'What to check before seeding.'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('(changed)')).toBeNull();
  },
};

/** A field only one version has (added later) counts as changed; empty shows as empty. */
export const FieldAddedLater: Story = {
  args: {
    newer: {
      label: 'Version 2',
      values: [
        ...version('', 'Spring Seeding Checklist', 'What to check before seeding.').values,
        { name: 'pdfUrl', value: '/uploads/edition.pdf' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    await expect(rows).toContain('pdfUrl (changed)');
  },
};
