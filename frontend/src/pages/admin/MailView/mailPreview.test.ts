import { describe, expect, it } from 'vitest';
import { previewDocument, textPieces } from './mailPreview';

describe('previewDocument', () => {
  it('puts <base target="_blank"> first in the head', () => {
    expect(
      previewDocument(
        '<!DOCTYPE html>\n<html lang="en"><head><title>Hi</title></head><body></body></html>',
      ),
    ).toBe(
      '<!DOCTYPE html>\n<html lang="en"><head><base target="_blank"><title>Hi</title></head><body></body></html>',
    );
  });

  it('opens a head after <html> or the doctype when there is none, never before the doctype', () => {
    expect(previewDocument('<html><body><a href="/x">x</a></body></html>')).toBe(
      '<html><base target="_blank"><body><a href="/x">x</a></body></html>',
    );
    expect(previewDocument('<!doctype html><p>Hi</p>')).toBe(
      '<!doctype html><base target="_blank"><p>Hi</p>',
    );
    expect(previewDocument('<p>Hi</p>')).toBe('<base target="_blank"><p>Hi</p>');
  });

  it('is not fooled by a <header>', () => {
    expect(previewDocument('<header>Hi</header>')).toBe(
      '<base target="_blank"><header>Hi</header>',
    );
  });
});

describe('textPieces', () => {
  it('cuts out http(s) addresses, leaving the punctuation after them to the text', () => {
    expect(
      textPieces('Confirm: https://example.com/confirm?token=a1. Or (http://example.com/x), bye'),
    ).toEqual([
      { text: 'Confirm: ' },
      { url: 'https://example.com/confirm?token=a1' },
      { text: '. Or (' },
      { url: 'http://example.com/x' },
      { text: '), bye' },
    ]);
  });

  it('stops at angle brackets and spaces, and leaves text without addresses whole', () => {
    expect(textPieces('<https://example.com/u>\nhttps://')).toEqual([
      { text: '<' },
      { url: 'https://example.com/u' },
      { text: '>\nhttps://' },
    ]);
    expect(textPieces('No links here.')).toEqual([{ text: 'No links here.' }]);
    expect(textPieces('')).toEqual([]);
  });
});
