import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPdf } from './openPdf';

afterEach(() => vi.restoreAllMocks());

describe('openPdf', () => {
  it('opens the PDF in a new tab and cuts the link back to this page', () => {
    const tab = { opener: {} as Window | null };
    const open = vi.fn(() => tab);
    expect(openPdf('/newsletters/2025-09.pdf', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('/newsletters/2025-09.pdf', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('only logs when the tab is blocked', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(openPdf('/newsletters/x.pdf', () => null)).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/newsletters/x.pdf'));
  });

  it('only logs when opening throws', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = () => {
      throw new Error('denied');
    };
    expect(openPdf('/newsletters/x.pdf', open)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
