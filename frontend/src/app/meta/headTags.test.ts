import { describe, expect, it } from 'vitest';
import { buildHeadTags, renderHeadTags, sharingJpeg } from './headTags';

const page = {
  title: 'Elite Phos',
  description: 'Phosphorus for canola.',
  path: '/products/3',
  image: '/images/products/elite-phos.svg',
  type: 'product' as const,
};

describe('buildHeadTags', () => {
  it('builds title, description, canonical, Open Graph and Twitter tags from the site URL', () => {
    const html = renderHeadTags(buildHeadTags(page, 'https://www.example.com/'));
    expect(html).toContain('<title>Elite Phos | Prairie Elite Agronomics</title>');
    expect(html).toContain('<meta name="description" content="Phosphorus for canola."');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/products/3"');
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/products/3"');
    expect(html).toContain(
      '<meta property="og:image" content="https://www.example.com/images/products/elite-phos.svg"',
    );
    expect(html).toContain('<meta property="og:type" content="product"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).not.toContain('robots');
  });

  it('gives a sized sharing image its size and type, and links alternates such as feeds', () => {
    const html = renderHeadTags(
      buildHeadTags(
        {
          ...page,
          image: sharingJpeg('/og/product/3.jpeg'),
          alternates: [{ type: 'application/rss+xml', title: 'News "RSS"', href: '/feed.xml' }],
        },
        'https://www.example.com',
      ),
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://www.example.com/og/product/3.jpeg" data-page-meta>\n<meta property="og:image:width" content="1200" data-page-meta>\n<meta property="og:image:height" content="630" data-page-meta>\n<meta property="og:image:type" content="image/jpeg" data-page-meta>',
    );
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="News &quot;RSS&quot;" href="https://www.example.com/feed.xml" data-page-meta>',
    );
  });

  it('sizes the default sharing image, a 1200×630 JPEG', () => {
    const html = renderHeadTags(buildHeadTags({ ...page, image: undefined }, 'http://x'));
    expect(html).toContain('<meta property="og:image" content="http://x/og-default.jpg"');
    expect(html).toContain('<meta property="og:image:width" content="1200"');
    expect(html).not.toContain('rel="alternate"');
  });

  it('marks noindex pages and escapes structured data so it cannot end its script', () => {
    const tags = buildHeadTags(
      { ...page, noindex: true, jsonLd: [{ name: '</script><script>alert(1)</script>' }] },
      'http://localhost:4000',
    );
    const html = renderHeadTags(tags);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it('escapes quotes and angle brackets in texts', () => {
    const html = renderHeadTags(
      buildHeadTags({ ...page, description: 'Say "hi" <now>' }, 'http://localhost'),
    );
    expect(html).toContain('content="Say &quot;hi&quot; &lt;now&gt;"');
  });

  it('preloads the main image first, with its AVIF srcset when it has variants', () => {
    const plain = renderHeadTags(
      buildHeadTags({ ...page, preloadImage: { href: '/images/a.svg' } }, 'http://x'),
    );
    expect(plain).toMatch(
      /^<title>.*<\/title>\n<link rel="preload" as="image" href="\/images\/a.svg" fetchpriority="high" data-page-meta>/,
    );
    const photo = renderHeadTags(
      buildHeadTags(
        {
          ...page,
          preloadImage: {
            href: '/uploads/a.jpg',
            srcSet: '/uploads/a-480w.avif 480w, /uploads/a-960w.avif 960w',
            sizes: '100vw',
            type: 'image/avif',
          },
        },
        'http://x',
      ),
    );
    expect(photo).toContain(
      '<link rel="preload" as="image" href="/uploads/a.jpg" imagesrcset="/uploads/a-480w.avif 480w, /uploads/a-960w.avif 960w" imagesizes="100vw" type="image/avif" fetchpriority="high" data-page-meta>',
    );
  });
});
