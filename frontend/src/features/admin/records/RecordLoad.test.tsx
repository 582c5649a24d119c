import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecordLoad } from './RecordLoad';

type Note = { id: string; title: string };
const note: Note = { id: '7', title: 'Frost tonight' };

function renderLoad(query: Parameters<typeof RecordLoad<Note>>[0]['query'], record?: Note | null) {
  return render(
    <RecordLoad
      query={query}
      record={record}
      noun="the notice"
      missing="This notice does not exist."
    >
      {(loaded) => <input aria-label="Title" defaultValue={loaded.title} />}
    </RecordLoad>,
  );
}

describe("an editor's record load", () => {
  it('keeps the editor on screen when a reload after a save fails, and says so with a retry', () => {
    const refetch = vi.fn();
    renderLoad(
      { loading: false, data: { notice: note }, error: new Error('Service unavailable'), refetch },
      note,
    );
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Frost tonight');
    expect(screen.getByRole('alert').textContent).toContain(
      'Failed to load the notice: Service unavailable',
    );
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the failure alone when the first load fails, and the missing state for NOT_FOUND', () => {
    const first = renderLoad(
      { loading: false, error: new Error('Service unavailable'), refetch: vi.fn() },
      undefined,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load the notice');
    expect(screen.queryByLabelText('Title')).toBeNull();
    first.unmount();

    const notFound = new CombinedGraphQLErrors({
      errors: [{ message: 'Notice not found', extensions: { code: 'NOT_FOUND' } }],
    });
    renderLoad({ loading: false, data: { notice: null }, error: notFound, refetch: vi.fn() }, null);
    expect(screen.getByText('This notice does not exist.')).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});
