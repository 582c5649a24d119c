import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecordEditor, type RecordEditorProps } from './RecordEditor';
import {
  QUOTE,
  QUOTE_FIELDS,
  QUOTE_LABELS,
  QUOTE_VERSIONS,
  type QuoteDraft,
} from './RecordEditor.mock';

/** The editor with its draft in state, as a screen holds it. */
function Editor(props: RecordEditorProps<QuoteDraft>) {
  const [draft, setDraft] = useState(props.draft);
  return (
    <RecordEditor {...props} draft={draft} onChange={setDraft} dirty={draft !== props.draft} />
  );
}

const meta = {
  title: 'Admin/RecordEditor',
  component: Editor,
  args: {
    heading: 'Edit Testimonial',
    idPrefix: 'testimonial',
    fields: QUOTE_FIELDS,
    draft: QUOTE,
    onChange: fn(),
    onSave: fn(),
    onLeave: fn(),
    remove: {
      question: {
        name: QUOTE.customerName,
        consequences: ['its place on the home page'],
        note: 'Its versions stay in the history.',
      },
      onDelete: fn(() => Promise.resolve()),
    },
    versions: {
      versions: QUOTE_VERSIONS,
      current: 2,
      labels: QUOTE_LABELS,
      formatTime: (iso: string) => iso.slice(0, 10),
      onRestore: fn(),
    },
  },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form from its field declaration; Save sends it. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Customer, with their farm')).toHaveValue(
      QUOTE.customerName,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
  },
};

/**
 * A form brought back from this browser's storage, its state beside the heading, and a hint that
 * follows the typing.
 */
export const RestoredWithStateAndCount: Story = {
  args: {
    status: <span className="pe-tag">Draft</span>,
    restored: true,
    fields: [
      {
        ...QUOTE_FIELDS[0]!,
        hint: (draft: QuoteDraft) =>
          `${[...draft.customerName].length} characters; 60 or fewer fit`,
      },
      ...QUOTE_FIELDS.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Your unsaved changes from last time were brought back.'),
    ).toBeVisible();
    await expect(canvas.getByText('Draft')).toBeVisible();
    const name = canvas.getByLabelText('Customer, with their farm');
    await expect(canvas.getByText('37 characters; 60 or fewer fit')).toBeInTheDocument();
    await userEvent.type(name, '!');
    await expect(canvas.getByText('38 characters; 60 or fewer fit')).toBeInTheDocument();
  },
};

/** The API's messages under their fields, each naming its control refused and describing it. */
export const Refused: Story = {
  args: { errors: { rating: 'Rating must be between 1 and 5' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rating must be between 1 and 5')).toBeInTheDocument();
    const rating = await canvas.findByLabelText('Rating (stars, 1 to 5)');
    await expect(rating).toHaveAttribute('aria-invalid', 'true');
    await expect(rating).toHaveAccessibleDescription('Rating must be between 1 and 5');
    await expect(canvas.getByLabelText('Customer, with their farm')).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** Someone else has it open, and someone saved in between: both say so above the form. */
export const LockedAndConflicting: Story = {
  args: {
    lock: { holder: 'ann@example.com', since: '13:55', onTakeOver: fn() },
    conflict: {
      message: 'Changed by someone else at 14:02: review their changes',
      versions: QUOTE_VERSIONS,
      version: 1,
      labels: QUOTE_LABELS,
      onSaveOver: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Being edited by ann@example.com since 13:55')).toBeVisible();
    await expect(
      canvas.getByText(/ann@example.com changed Testimonial \(version 2\)/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save over theirs next' }));
    await expect(args.conflict?.onSaveOver).toHaveBeenCalledWith(2);
  },
};

/** Two versions compared field by field; an older one restored. */
export const Versions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare version 1' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare version 2' }));
    await expect(canvas.getByText('Version 1 and Version 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore version 1' }));
    await expect(args.versions?.onRestore).toHaveBeenCalledWith(1);
  },
};

/** Delete asks first, naming what goes with the record. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: `Delete “${QUOTE.customerName}”?`,
    });
    await expect(within(dialog).getByText('Its versions stay in the history.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.remove?.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** With unsaved changes, a link asks "Leave without saving?" before it is followed. */
export const AsksBeforeLeaving: Story = {
  render: (args) => (
    <>
      <a href="/admin/testimonials">Testimonials</a>
      <Editor {...args} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Testimonial'), ' Truly.');
    await userEvent.click(canvas.getByRole('link', { name: 'Testimonials' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Leave without saving?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await expect(args.onLeave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Testimonials' }));
    await userEvent.click(
      within(
        await within(document.body).findByRole('dialog', { name: 'Leave without saving?' }),
      ).getByRole('button', { name: 'Leave without saving' }),
    );
    // Once the guard's copy of this page's history entry is gone (see the next story).
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledWith('/admin/testimonials'));
    await expect(window.history.state).not.toMatchObject({ leaveGuard: true });
  },
};

/**
 * The browser's Back button asks too: with unsaved changes, Back first lands on a copy of this
 * page's history entry, where "Leave without saving?" opens; Stay puts the copy back.
 */
export const AsksBeforeGoingBack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Testimonial'), ' Truly.');
    await waitFor(() => expect(window.history.state).toMatchObject({ leaveGuard: true }));
    window.history.back();
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Leave without saving?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await expect(window.history.state).toMatchObject({ leaveGuard: true });
    await expect(canvas.getByLabelText('Testimonial')).toHaveValue(`${QUOTE.content} Truly.`);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};
