import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadProvider, PageMeta } from './PageMeta';
import type { HeadTag } from './headTags';

describe('PageMeta', () => {
  it("replaces the server's head tags with the page's own, without duplicates", () => {
    document.head.innerHTML =
      '<title>Old</title><meta name="description" content="old"><meta name="robots" content="noindex, nofollow"><link rel="canonical" href="http://x/old">';
    const page = { title: 'Videos', description: 'Product videos.', path: '/videos' };
    const { rerender } = render(
      <HeadProvider manager={{ siteUrl: 'https://www.example.com' }}>
        <PageMeta {...page} />
      </HeadProvider>,
    );
    rerender(
      <HeadProvider manager={{ siteUrl: 'https://www.example.com' }}>
        <PageMeta {...page} title="Newsletter" path="/newsletter" />
      </HeadProvider>,
    );
    expect(document.title).toBe('Newsletter | Prairie Elite Agronomics');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example.com/newsletter',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('hands the tags to the server renderer when it collects them', () => {
    let collected: HeadTag[] = [];
    render(
      <HeadProvider
        manager={{ siteUrl: 'https://www.example.com', collect: (t) => (collected = t) }}
      >
        <PageMeta title="Apps" description="Apps." path="/apps" noindex />
      </HeadProvider>,
    );
    expect(collected).toContainEqual({ tag: 'title', text: 'Apps | Prairie Elite Agronomics' });
    expect(collected).toContainEqual({
      tag: 'meta',
      key: 'name',
      name: 'robots',
      content: 'noindex, nofollow',
    });
  });
});
