import { ESLint, type Linter } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const SCHEMA_FILE = 'backend/schema.graphql';

/**
 * A small schema that passes the schema lint: every case below breaks it in one place. (Plain
 * text, not a `/* GraphQL *\/` template, so that Prettier keeps the one-line descriptions the
 * cases cut out.)
 */
const VALID = `
  type Query {
    """Products in display order, a page at a time."""
    products(
      """Only this category."""
      category: ProductCategory

      """How many products to return, 1 to 100."""
      first: Int

      """Return the products after this cursor (an \`endCursor\`)."""
      after: String
    ): ProductConnection!
  }

  """A page of products."""
  type ProductConnection {
    """The products of the page, in list order."""
    edges: [ProductEdge!]!

    """Where the page starts and ends."""
    pageInfo: PageInfo!
  }

  """A product of a page, with its cursor."""
  type ProductEdge {
    """Opaque cursor of the product, to pass as \`after\`."""
    cursor: String!

    """The product."""
    node: Product!
  }

  """Where a page starts and ends."""
  type PageInfo {
    """Cursor of the first row of the page."""
    startCursor: String

    """Cursor of the last row of the page."""
    endCursor: String

    """Rows come before this page."""
    hasPreviousPage: Boolean!

    """More rows follow this page."""
    hasNextPage: Boolean!
  }

  """A fertilizer or soil product."""
  type Product {
    """Stable numeric identifier."""
    id: ID!

    """Product name, e.g. "Elite Phos"."""
    name: String!

    """Which shelf of the catalogue it is on."""
    category: ProductCategory!
  }

  """The shelves of the catalogue."""
  enum ProductCategory {
    """Fertilizers that feed the crop."""
    PLANT_NUTRITION

    """Products that build the soil."""
    SOIL_HEALTH
  }
`;

type Problem = { ruleId: string | null; message: string };

/**
 * Lints `sdl` as if it were backend/schema.graphql, with the repository's eslint config, so the
 * very block `npm run lint` applies. The rules that read the whole schema (root fields, ids,
 * reachability) get `sdl` too, instead of the committed file the config points them to.
 */
async function lintSchemaText(sdl: string): Promise<Problem[]> {
  const overrideConfig: Linter.Config = {
    files: [SCHEMA_FILE],
    languageOptions: { parserOptions: { schemaSdl: sdl } },
  };
  const eslint = new ESLint({ cwd: REPO_ROOT, overrideConfig });
  const [result] = await eslint.lintText(sdl, { filePath: path.join(REPO_ROOT, SCHEMA_FILE) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** `VALID` with one piece of text replaced; fails loudly if the piece is not there. */
function breaking(from: string, to: string): string {
  if (!VALID.includes(from)) throw new Error(`The valid schema has no ${JSON.stringify(from)}`);
  return VALID.replace(from, to);
}

describe('the schema lint (graphql-eslint on backend/schema.graphql)', () => {
  it('passes a schema whose every type, field, argument and enum value is described', async () => {
    expect(await lintSchemaText(VALID)).toEqual([]);
  });

  it.each([
    [
      'a field without a description',
      breaking('    """Product name, e.g. "Elite Phos"."""\n', ''),
      'require-description',
      'Description is required for field "name" in type "Product"',
    ],
    [
      'an argument without a description',
      breaking('      """Only this category."""\n', ''),
      'require-description',
      'Description is required for input value "category" in field "products"',
    ],
    [
      'a type without a description',
      breaking('  """A fertilizer or soil product."""\n', ''),
      'require-description',
      'Description is required for type "Product"',
    ],
    [
      'an enum value without a description',
      breaking('    """Products that build the soil."""\n', ''),
      'require-description',
      'Description is required for enum value "SOIL_HEALTH" in enum "ProductCategory"',
    ],
    [
      'an enum value in lower case',
      breaking('    SOIL_HEALTH\n', '    soil_health\n'),
      'naming-convention',
      'Enum value "soil_health" should be in UPPER_CASE format',
    ],
    [
      'a field in snake_case',
      breaking('    name: String!', '    product_name: String!'),
      'naming-convention',
      'Field "product_name" should be in camelCase format',
    ],
    [
      'an object type named with a "Type" suffix',
      VALID.replaceAll(/\bProduct\b/g, 'ProductType'),
      'naming-convention',
      'Type "ProductType" should not have "Type" suffix',
    ],
    [
      'a connection without pageInfo',
      breaking('    """Where the page starts and ends."""\n    pageInfo: PageInfo!\n', ''),
      'relay-connection-types',
      'Connection type must contain a field `pageInfo`',
    ],
    [
      'an entity whose id is not an ID',
      breaking('    id: ID!', '    id: Int!'),
      'strict-id-in-types',
      'type "Product" must have exactly one non-nullable unique identifier.',
    ],
  ])('fails on %s', async (_what, sdl, rule, message) => {
    const problems = await lintSchemaText(sdl);
    expect(problems).toContainEqual({
      ruleId: `@graphql-eslint/${rule}`,
      message: expect.stringContaining(message),
    });
  });

  it('passes the committed schema: 100% described, names by the convention', async () => {
    const eslint = new ESLint({ cwd: REPO_ROOT });
    const [result] = await eslint.lintFiles([SCHEMA_FILE]);
    const problems = result!.messages.map(
      ({ line, ruleId, message }) => `${SCHEMA_FILE}:${line} ${ruleId}: ${message}`,
    );
    expect(problems).toEqual([]);
  });
});
