/** The part of `window.open` openPdf needs; injectable so tests need no real window. */
export type OpenWindow = (url: string, target: string) => Pick<Window, 'opener'> | null;

/**
 * Opens a newsletter PDF in a new tab. Spec section 8: a failure (pop-up blocked, no window) is
 * only logged; the tooltip beside the button tells the reader what to try.
 */
export function openPdf(url: string, open: OpenWindow = (u, t) => window.open(u, t)): boolean {
  try {
    const tab = open(url, '_blank');
    if (!tab) {
      console.error(`Could not open the newsletter PDF ${url}: the new tab was blocked.`);
      return false;
    }
    // Same effect as rel="noopener": the PDF tab cannot navigate this page.
    tab.opener = null;
    return true;
  } catch (error) {
    console.error(`Could not open the newsletter PDF ${url}:`, error);
    return false;
  }
}
