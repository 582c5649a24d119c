import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testAllStories } from '../test/storyTests';
import {
  DataState,
  resolveDataState,
  type DataStateOutcome,
  type DataStateValue,
} from './DataState';
import * as stories from './DataState.stories';

testAllStories(composeStories(stories));

const list = ['Canola', 'Wheat'];
const failed = new Error('Failed to fetch');
const isEmpty = (items: string[]) => items.length === 0;

describe('resolveDataState', () => {
  it.each<[string, DataStateValue<string[] | null, Error>, DataStateOutcome<string[], Error>]>([
    ['nothing yet, loading', { loading: true }, { branch: 'loading' }],
    ['an error', { loading: false, error: failed }, { branch: 'failure', error: failed }],
    [
      'an error while loading again',
      { loading: true, error: failed },
      { branch: 'failure', error: failed },
    ],
    [
      'an error beside old data',
      { loading: false, error: failed, data: list },
      { branch: 'failure', error: failed },
    ],
    ['data', { loading: false, data: list }, { branch: 'success', data: list }],
    ['data while loading again', { loading: true, data: list }, { branch: 'success', data: list }],
    ['data that isEmpty calls empty', { loading: false, data: [] }, { branch: 'empty' }],
    ['null data (an answer: there is none)', { loading: false, data: null }, { branch: 'empty' }],
    [
      'no data, no error, not loading (skipped)',
      { loading: false },
      { branch: 'failure', error: undefined },
    ],
    [
      'a null error as none',
      { loading: false, error: null, data: list },
      { branch: 'success', data: list },
    ],
  ])('%s', (_name, state, outcome) => {
    expect(resolveDataState(state, { isEmpty })).toEqual(outcome);
  });

  it('without isEmpty, an empty list is a success', () => {
    expect(resolveDataState({ loading: false, data: [] })).toEqual({ branch: 'success', data: [] });
  });

  it('with keepDataOnError, data stays after a failed refetch; no data is a failure', () => {
    const rules = { isEmpty, keepDataOnError: true };
    expect(resolveDataState({ loading: false, error: failed, data: list }, rules)).toEqual({
      branch: 'success',
      data: list,
    });
    expect(resolveDataState({ loading: false, error: failed, data: [] }, rules)).toEqual({
      branch: 'empty',
    });
    expect(resolveDataState({ loading: false, error: failed }, rules)).toEqual({
      branch: 'failure',
      error: failed,
    });
    expect(resolveDataState({ loading: false, error: failed, data: null }, rules)).toEqual({
      branch: 'failure',
      error: failed,
    });
  });
});

describe('DataState', () => {
  const cropsView = (state: DataStateValue<string[], Error>) => (
    <DataState
      state={state}
      isEmpty={isEmpty}
      loading={<p>Loading crops...</p>}
      empty={<p>No crops yet.</p>}
      failure={(error) => <p>Error loading crops: {error?.message ?? 'none'}</p>}
      success={(crops) => <p>{crops.join(', ')}</p>}
    />
  );

  it('renders exactly one branch for each state', () => {
    const { container, rerender } = render(cropsView({ loading: true }));
    const shown = (state: DataStateValue<string[], Error>) => {
      rerender(cropsView(state));
      return container.innerHTML;
    };
    expect(container.innerHTML).toBe('<p>Loading crops...</p>');
    expect(shown({ loading: false, data: list })).toBe('<p>Canola, Wheat</p>');
    expect(shown({ loading: false, data: [] })).toBe('<p>No crops yet.</p>');
    expect(shown({ loading: false, error: failed })).toBe(
      '<p>Error loading crops: Failed to fetch</p>',
    );
    expect(shown({ loading: false })).toBe('<p>Error loading crops: none</p>');
  });

  it('passes the data to success narrowed to non-null, and the error to failure', () => {
    // Compile-time: the branches' parameters lose `null` and `undefined`.
    const record: DataStateValue<{ name: string } | null, Error> = {
      loading: false,
      data: { name: 'Canola' },
    };
    render(
      <DataState
        state={record}
        loading={null}
        empty={<p>Not found</p>}
        failure={(error) => {
          expectTypeOf(error).toEqualTypeOf<Error | undefined>();
          return null;
        }}
        success={(crop) => {
          expectTypeOf(crop).toEqualTypeOf<{ name: string }>();
          return <p>{crop.name}</p>;
        }}
      />,
    );
    expect(screen.getByText('Canola')).toBeInTheDocument();
  });

  it('renders the empty branch for a null answer', () => {
    render(
      <DataState<{ name: string } | null, Error>
        state={{ loading: false, data: null }}
        loading={null}
        empty={<p>Not found</p>}
        failure={() => null}
        success={(crop) => <p>{crop.name}</p>}
      />,
    );
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });

  it('asks for an empty branch with isEmpty and with data that may be null', () => {
    const props = { loading: null, failure: () => null, success: () => null };
    const listed: DataStateValue<string[]> = { loading: false, data: list };
    const maybeNull: DataStateValue<string | null> = { loading: false, data: null };
    // @ts-expect-error isEmpty without empty
    const _withoutEmpty = <DataState state={listed} isEmpty={isEmpty} {...props} />;
    // @ts-expect-error data that may be null without empty
    const _nullWithoutEmpty = <DataState state={maybeNull} {...props} />;
    const _neverEmpty = <DataState state={listed} {...props} />;
    expect(render(_neverEmpty).container).toBeEmptyDOMElement();
  });
});
