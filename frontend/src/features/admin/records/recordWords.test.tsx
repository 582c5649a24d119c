import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '../sections';
import { editorOf, inWords, labelled, listOf, listWords } from './recordWords';
import { formOf } from './RecordEditorScreen';
import { labelledValues } from '../../../app/labels';
import { linkColumn, rowName } from './RecordListScreen';

type Row = { id: string; title: string; place: string };
const frost: Row = { id: '7', title: 'Frost tonight', place: 'Olds' };

describe("a content type's words, from its section", () => {
  it('names a list by its section, with a New button to a new record and words from its records', () => {
    expect(listOf(ADMIN_SECTIONS.fertilizers)).toEqual({
      title: 'Fertilizer Products',
      create: { label: 'New Fertilizer Product', path: '/admin/fertilizers/new' },
      noun: 'fertilizer products',
      what: 'the fertilizer products',
      empty: { title: 'No fertilizer products yet', description: 'Add the first one.' },
      emptySearch: { title: 'No fertilizer product matches' },
    });
  });

  it("takes a section's own plural and fixed set, and a type's own words over its own", () => {
    const technology = listOf(ADMIN_SECTIONS.technology, {
      noun: 'entries',
      empty: { description: 'The built-in entries are added when the site starts.' },
      emptySearch: { title: 'No entry matches' },
    });
    expect(technology).toMatchObject({
      // Technology entries are built in: edited, never added.
      create: undefined,
      noun: 'entries',
      what: 'the technology entries',
      empty: {
        title: 'No technology entries yet',
        description: 'The built-in entries are added when the site starts.',
      },
      emptySearch: { title: 'No entry matches' },
    });
    expect(listWords('video', 'videos', { what: 'videos' }).what).toBe('videos');
  });

  it("gives an editor its section's addresses and its records' words", () => {
    const card = editorOf(
      ADMIN_SECTIONS.certifications,
      (record: Row & { version: number }) => record.title,
    );
    expect(card.path('12')).toBe('/admin/certifications/12');
    expect(card.listPath).toBe('/admin/certifications');
    expect(card.heading).toEqual({
      edit: 'Edit Certification Card',
      create: 'New Certification Card',
    });
    expect(card.missing).toBe('This certification card does not exist (it may have been deleted).');
    expect(card.meta.title?.({ ...frost, version: 1 })).toBe('Edit: Frost tonight');
  });
});

describe("a list row's name", () => {
  const columns = [
    { title: 'Place', dataIndex: 'place' },
    linkColumn<Row>('Title', 'title', ADMIN_SECTIONS.videos.recordPath),
  ];

  it('is the text of its link column unless the list says another', () => {
    expect(rowName<Row>({ title: 'Notices', columns })(frost)).toBe('Frost tonight');
    expect(rowName<Row>({ title: 'Notices', columns, name: (row) => row.place })(frost)).toBe(
      'Olds',
    );
  });

  it('must be said by a list without a link column', () => {
    expect(() => rowName<Row>({ title: 'Notices', columns: [columns[0]!] })).toThrow(
      'The list Notices names its rows neither by name nor by link',
    );
  });
});

describe("an editor's field labels", () => {
  const labels = { title: 'Title', rating: 'Rating' };

  it("are the config's by the field's name unless a field gives its own", () => {
    const fields = labelled<{ title: string; rating: number }>(
      [
        { name: 'title', required: true },
        { name: 'rating', label: 'Rating (stars, 1 to 5)' },
      ],
      labels,
    );
    expect(fields.map((field) => field.label)).toEqual(['Title', 'Rating (stars, 1 to 5)']);
    expect(fields[0]).toMatchObject({ name: 'title', required: true });
  });

  it('name a field the config has no label for', () => {
    expect(() => labelled<{ place: string }>([{ name: 'place' }], labels)).toThrow(
      'The field place has no label',
    );
  });

  it("make a select's choices from a record of labels, in its order", () => {
    expect(labelledValues({ DRY: 'Dry (granular)', LIQUID: 'Liquid' })).toEqual([
      { value: 'DRY', label: 'Dry (granular)' },
      { value: 'LIQUID', label: 'Liquid' },
    ]);
  });
});

describe("a record's form and its versions in words", () => {
  it("holds the record's values of the form's fields, in the form's order", () => {
    const empty = { title: '', place: '' };
    const record = { __typename: 'Notice', version: 3, place: 'Olds', title: 'Frost tonight' };
    const form = formOf(record, empty);
    expect(form).toEqual({ title: 'Frost tonight', place: 'Olds' });
    expect(Object.keys(form)).toEqual(['title', 'place']);
  });

  it("shows the named fields' stored values in the office's words, the others as stored", () => {
    const version = {
      id: '1',
      version: 2,
      author: 'editor',
      createdAt: '2026-05-01T12:00:00Z',
      changedFields: ['form'],
      values: [
        { name: 'form', value: 'DRY' },
        { name: 'name', value: 'Prairie Start' },
      ],
    };
    const [shown] = inWords([version], { form: (value) => (value === 'DRY' ? 'Dry' : value) });
    expect(shown?.values).toEqual([
      { name: 'form', value: 'Dry' },
      { name: 'name', value: 'Prairie Start' },
    ]);
  });
});
