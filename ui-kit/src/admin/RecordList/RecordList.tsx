import { Button, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { Typography } from '../../shared/Typography';
import { ConfirmDelete, type DeleteQuestion } from '../ConfirmDelete';
import { RecordTable, type RecordTableProps } from '../RecordTable';
import { MoveButtons } from './MoveButtons';
import '../admin.css';

/** An ordered list: each row's place, with "Move up" and "Move down". */
export interface RecordListMove<T> {
  /** The row's place on the site, 1 for the first. */
  position: (row: T) => number;
  /** The row is the last one: "Move down" is off. */
  last: (row: T) => boolean;
  /** Moves the row to `position`; the screen reports the answer. */
  onMove: (row: T, position: number) => void;
}

/** Deleting a row: its button, the question with what goes with it, and the delete itself. */
export interface RecordListRemove<T> {
  /** The button's accessible name ("Delete the testimonial of Dale K."). */
  label: (row: T) => string;
  question: (row: T) => DeleteQuestion;
  /** Deletes the row and reports the answer; the dialog closes when it settles. */
  onDelete: (row: T) => Promise<unknown>;
}

export interface RecordListProps<T extends { id: string }> extends Omit<
  RecordTableProps<T>,
  'columns'
> {
  /** The screen's heading ("Testimonials"). */
  title: string;
  /** 2 for a list inside a screen of more (one tab's videos under the tabs). */
  headingLevel?: 1 | 2;
  /** Beside the heading: "New Testimonial", the phone's sign-out. */
  actions?: ReactNode;
  /** A search box: its accessible name, its placeholder, and what a search does. */
  search?: { label: string; placeholder: string; onSearch: (text: string) => void };
  /** More filters beside the search box (a state, a category). */
  filters?: ReactNode;
  /** Words under the heading, before the list. */
  intro?: ReactNode;
  /** The record's own columns; the place and the delete button come from `move` and `remove`. */
  columns: ColumnsType<T>;
  /** The name of a row, for the move buttons' accessible names. */
  name: (row: T) => string;
  move?: RecordListMove<T>;
  remove?: RecordListRemove<T>;
}

/**
 * The list screen of a content type: its heading and actions, a search on the server, the rows a
 * page at a time (loading, empty, failure and success through RecordTable), each row's place with
 * move buttons, and a delete that first asks, naming what goes with the record.
 */
export function RecordList<T extends { id: string }>({
  title,
  headingLevel = 1,
  actions,
  search,
  filters,
  intro,
  columns,
  name,
  move,
  remove,
  ...table
}: RecordListProps<T>) {
  const [asked, setAsked] = useState<T | undefined>();
  const [deleting, setDeleting] = useState(false);
  const question = asked && remove ? remove.question(asked) : undefined;

  const doDelete = async () => {
    if (!asked || !remove) return;
    setDeleting(true);
    try {
      await remove.onDelete(asked);
    } finally {
      setDeleting(false);
      setAsked(undefined);
    }
  };

  const all: ColumnsType<T> = [
    ...(move
      ? [
          {
            title: 'Place',
            key: 'place',
            render: (_: unknown, row: T) => (
              <MoveButtons
                position={move.position(row)}
                last={move.last(row)}
                name={name(row)}
                onMove={(position) => move.onMove(row, position)}
              />
            ),
          },
        ]
      : []),
    ...columns,
    ...(remove
      ? [
          {
            title: 'Delete',
            key: 'delete',
            render: (_: unknown, row: T) => (
              <Button
                danger
                size="small"
                aria-label={remove.label(row)}
                onClick={() => setAsked(row)}
              >
                Delete
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <div className="pe-admin-header">
        <Typography.Title level={headingLevel}>{title}</Typography.Title>
        {actions ? <div className="pe-admin-header__actions">{actions}</div> : null}
      </div>
      {intro}
      {search || filters ? (
        <div className="pe-admin-filters" role="search">
          {search ? (
            <Input.Search
              aria-label={search.label}
              placeholder={search.placeholder}
              allowClear
              onSearch={(value) => search.onSearch(value.trim())}
            />
          ) : null}
          {filters}
        </div>
      ) : null}
      <RecordTable<T> {...table} columns={all} />
      {question ? (
        <ConfirmDelete
          open
          {...question}
          deleting={deleting}
          onCancel={() => setAsked(undefined)}
          onDelete={() => void doDelete()}
        />
      ) : null}
    </>
  );
}
