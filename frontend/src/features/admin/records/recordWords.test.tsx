import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '../sections';
import { editorOf } from './editorTexts';
import { listOf, listWords } from './listTexts';
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

  it("takes a section's own plural, and a type's own words over the ones it derives", () => {
    const technology = listOf(ADMIN_SECTIONS.technology, {
      noun: 'entries',
      empty: { description: 'The built-in entries are added when the site starts.' },
      emptySearch: { title: 'No entry matches' },
    });
    expect(technology).toMatchObject({
      create: { label: 'New Technology Entry', path: '/admin/technology/new' },
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
