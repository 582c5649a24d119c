/**
 * Escapes text for HTML and XML alike, in element content and in double-quoted attributes: the
 * server's own pages (admin shell, error page) and the sitemap use it.
 */
export function escapeMarkup(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
