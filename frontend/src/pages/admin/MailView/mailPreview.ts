/** Makes every link of a document without a target of its own open in a new tab. */
const BASE_TARGET = '<base target="_blank">';

/**
 * A message's HTML as the preview frame's `srcdoc`, with `<base target="_blank">` first in its
 * head. The frame is sandboxed without allow-same-origin, so a link followed inside it would
 * load the page in the frame (and the page's CSP refuses our own pages there): a new tab, which
 * the sandbox's allow-popups-to-escape-sandbox lets run normally, opens a confirm or unsubscribe
 * link as the recipient would. Without a <head>, the base goes after <html> or the doctype, where
 * the parser opens the head for it (before the doctype it would switch the frame to quirks mode).
 */
export function previewDocument(html: string): string {
  const opening = /<head\b[^>]*>/i.exec(html) ?? /<html\b[^>]*>/i.exec(html);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const after = opening ?? doctype;
  if (!after) return BASE_TARGET + html;
  const end = after.index + after[0].length;
  return html.slice(0, end) + BASE_TARGET + html.slice(end);
}

export type TextPiece = { text: string; url?: undefined } | { url: string; text?: undefined };

/** An http(s) address in plain text: up to a space, a quote or an angle bracket. */
const ADDRESS = /https?:\/\/[^\s<>"']+/g;
/** What ends a sentence after an address rather than the address itself. */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * The plain-text part cut into text and the http(s) addresses in it (a full stop, comma or
 * closing bracket right after an address is left to the text), for the screen to link them.
 */
export function textPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const url = match[0].replace(TRAILING, '');
    if (!/^https?:\/\/[^/]/.test(url)) continue;
    if (match.index > from) pieces.push({ text: text.slice(from, match.index) });
    pieces.push({ url });
    from = match.index + url.length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from) });
  return pieces;
}
