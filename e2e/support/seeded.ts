import { baseUrl } from './browser';

/** Seeded ids, read through the API rather than hard-coded: every product and the newest newsletters. */
export async function seededIds(
  newsletters = 100,
): Promise<{ products: string[]; newsletters: string[] }> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ products { id } newsletters(first: ${newsletters}) { edges { node { id } } } }`,
    }),
  });
  const { data } = (await response.json()) as {
    data: { products: { id: string }[]; newsletters: { edges: { node: { id: string } }[] } };
  };
  return {
    products: data.products.map((p) => p.id),
    newsletters: data.newsletters.edges.map((edge) => edge.node.id),
  };
}

/**
 * Every public route of the spec's route table (section 2), admin excluded. Product pages use
 * three different products so that each path is its own page.
 */
export function publicRoutes(ids: { products: string[]; newsletters: string[] }): string[] {
  const [first, second, third] = ids.products;
  return [
    '/',
    '/products',
    `/products/${first}`,
    '/soil-diagnostics',
    '/solutions',
    `/soil-diagnostics/${second}`,
    `/solutions/${third}`,
    '/soil-diagnostics/micro-xtraction',
    '/soil-diagnostics/nanosorb',
    '/soil-diagnostics/technology',
    '/technologies/micro-extraction',
    '/technologies/nanosorb',
    '/soil-diagnostics-test',
    '/test',
    '/videos',
    '/newsletter',
    `/newsletter/${ids.newsletters[0]}`,
    '/certifications',
    '/documentation',
    '/contact',
    '/apps',
    '/integrated-apps',
    '/privacy-policy',
  ];
}
