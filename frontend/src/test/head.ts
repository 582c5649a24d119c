/** What the document's head tells social sites about the sharing image, as they read it. */
export function sharingImageTags(doc: Document = document) {
  const meta = (name: string) =>
    doc.head
      .querySelector(`meta[property="${name}"], meta[name="${name}"]`)
      ?.getAttribute('content');
  return {
    image: meta('og:image'),
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    type: meta('og:image:type'),
    card: meta('twitter:card'),
    twitterImage: meta('twitter:image'),
  };
}

/** The head's feed links (`<link rel="alternate">`): type, title and address. */
export function feedLinks(doc: Document = document) {
  return [...doc.head.querySelectorAll('link[rel="alternate"]')].map((link) => ({
    type: link.getAttribute('type'),
    title: link.getAttribute('title'),
    href: link.getAttribute('href'),
  }));
}

/** The newsletter's two feeds as a page on http://localhost:4000 links them. */
export const NEWSLETTER_FEED_LINKS = [
  {
    type: 'application/rss+xml',
    title: 'Newsletter (RSS)',
    href: 'http://localhost:4000/newsletter/feed.xml',
  },
  {
    type: 'application/atom+xml',
    title: 'Newsletter (Atom)',
    href: 'http://localhost:4000/newsletter/atom.xml',
  },
];
