import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { buildHeadTags, preloadAttributes, type HeadTag, type PageMetaInput } from './headTags';

/**
 * Where PageMeta writes: in the browser, document.head; on the server, a collector the renderer
 * reads after rendering (server rendering of public pages).
 */
export interface HeadManager {
  siteUrl: string;
  /** Server only: receives the tags of the page being rendered. */
  collect?: (tags: HeadTag[]) => void;
}

const HeadContext = createContext<HeadManager | null>(null);

export function HeadProvider({ manager, children }: { manager: HeadManager; children: ReactNode }) {
  return <HeadContext.Provider value={manager}>{children}</HeadContext.Provider>;
}

/** Replaces the page-specific tags of document.head with `tags`. */
export function applyHeadTags(tags: HeadTag[], doc: Document = document): void {
  doc.head.querySelectorAll('[data-page-meta]').forEach((el) => el.remove());
  doc.head
    .querySelectorAll('meta[name="description"], meta[name="robots"], link[rel="canonical"]')
    .forEach((el) => el.remove());
  for (const t of tags) {
    if (t.tag === 'title') {
      doc.title = t.text;
      continue;
    }
    if (t.tag === 'preload') {
      const link = doc.createElement('link');
      for (const [name, value] of Object.entries(preloadAttributes(t))) {
        link.setAttribute(name, value);
      }
      link.setAttribute('data-page-meta', '');
      doc.head.appendChild(link);
      continue;
    }
    const el =
      t.tag === 'meta'
        ? Object.assign(doc.createElement('meta'), { content: t.content })
        : t.tag === 'link'
          ? Object.assign(doc.createElement('link'), { rel: t.rel, href: t.href })
          : Object.assign(doc.createElement('script'), { type: t.type, text: t.text });
    if (t.tag === 'meta') el.setAttribute(t.key, t.name);
    if (t.tag === 'link') {
      if (t.type) el.setAttribute('type', t.type);
      if (t.title) el.setAttribute('title', t.title);
    }
    el.setAttribute('data-page-meta', '');
    doc.head.appendChild(el);
  }
}

/**
 * The site's origin for absolute URLs (e.g. in JSON-LD): the server's public URL while server
 * rendering, else the browser's origin.
 */
export function useSiteUrl(): string {
  const manager = useContext(HeadContext);
  return manager?.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** Sets the page's title, description, canonical URL, sharing tags and structured data. */
export function PageMeta(props: PageMetaInput) {
  const manager = useContext(HeadContext);
  const siteUrl = useSiteUrl();
  const key = JSON.stringify(props);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const tags = useMemo(() => buildHeadTags(props, siteUrl), [key, siteUrl]);
  if (manager?.collect) manager.collect(tags);
  useEffect(() => applyHeadTags(tags), [tags]);
  return null;
}
