import type { DocumentNode } from 'graphql';

/** JSON with object keys in order, without `undefined` members: equal variables, equal text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The operation's name (every document of the app names its one operation). */
export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

/**
 * A query's key in the page's data, the same on the server and in the browser: its operation name
 * and its variables as the component passed them, e.g. `ProductDetail {"id":"3"}`.
 */
export function pageDataKey(document: DocumentNode, variables: object | undefined): string {
  return `${operationName(document)} ${JSON.stringify(canonical(variables ?? {}))}`;
}
