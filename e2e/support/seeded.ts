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
