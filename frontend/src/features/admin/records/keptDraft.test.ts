import { afterEach, describe, expect, it } from 'vitest';
import { forgetKeptDraft, readKeptDraft } from './keptDraft';

const EMPTY = { title: '', summary: '' };
const SAVED = { title: 'Spring Seeding Checklist', summary: 'What to check.' };

describe('changes kept in this browser until saved', () => {
  afterEach(() => localStorage.clear());

  it('brings back what was kept, completed by the empty form, when it differs from the record', () => {
    localStorage.setItem('draft:1', JSON.stringify({ title: 'Kept Title' }));
    expect(readKeptDraft('draft:1', EMPTY, SAVED)).toEqual({ title: 'Kept Title', summary: '' });
  });

  it('brings back nothing when what was kept is the record, unreadable, absent or forgotten', () => {
    localStorage.setItem('draft:1', JSON.stringify(SAVED));
    expect(readKeptDraft('draft:1', EMPTY, SAVED)).toBeUndefined();
    localStorage.setItem('draft:2', '{not json');
    expect(readKeptDraft('draft:2', EMPTY, SAVED)).toBeUndefined();
    expect(readKeptDraft('draft:3', EMPTY, SAVED)).toBeUndefined();
    expect(readKeptDraft(undefined, EMPTY, SAVED)).toBeUndefined();
    localStorage.setItem('draft:4', JSON.stringify({ title: 'Kept Title' }));
    forgetKeptDraft('draft:4');
    expect(readKeptDraft('draft:4', EMPTY, SAVED)).toBeUndefined();
  });
});
