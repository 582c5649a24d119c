import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The integrator guide, whose example queries must run as written. */
export const GUIDE = join(import.meta.dirname, '..', '..', 'docs', 'api.md');

/** The first line of an example that needs the admin bearer token. */
const ADMIN_TOKEN_MARK = /^#\s*requires:\s*admin token\s*$/i;

export interface GuideExample {
  /** The query on one line without its comments, to name a test. */
  name: string;
  /** The block as written, comments included. */
  query: string;
  /** Its first line is `# requires: admin token`. */
  needsAdminToken: boolean;
}

/** Every fenced block tagged `graphql` of a Markdown text, in order. */
export function graphqlBlocks(markdown: string): GuideExample[] {
  const blocks = markdown.matchAll(/^```graphql[ \t]*\r?\n([\s\S]*?)^```[ \t]*$/gm);
  return [...blocks].map(([, query]) => ({
    name: query.replace(/#.*$/gm, '').replace(/\s+/g, ' ').trim(),
    query,
    needsAdminToken: ADMIN_TOKEN_MARK.test(query.split('\n', 1)[0].trim()),
  }));
}

/** The example queries of docs/api.md. */
export function guideExamples(): GuideExample[] {
  return graphqlBlocks(readFileSync(GUIDE, 'utf8'));
}
