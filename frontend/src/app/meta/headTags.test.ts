import { describe, expect, it } from 'vitest';
import { buildHeadTags, renderHeadTags } from './headTags';

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
