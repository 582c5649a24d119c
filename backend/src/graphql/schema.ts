import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ClassType } from 'type-graphql';
import { VALIDATOR_OPTIONS } from '../common/validation.js';
import { authChecker } from './auth-checker.js';

/**
 * Builds the code-first schema. Validation is on explicitly (TypeGraphQL 2 validates nothing
 * otherwise), unknown values are refused, and the values a user sent are never echoed back.
 * `@Authorized` fields go through authChecker (bearer token of the request).
 */
export function createSchema(
  resolvers: readonly ClassType[],
  options: { emitSchemaFile?: string } = {},
): Promise<GraphQLSchema> {
  if (resolvers.length === 0) throw new Error('The schema needs at least one resolver');
  return buildSchema({
    resolvers: resolvers as [ClassType, ...ClassType[]],
    validate: VALIDATOR_OPTIONS,
    authChecker,
    authMode: 'error',
    emitSchemaFile: options.emitSchemaFile
      ? { path: options.emitSchemaFile, sortedSchema: true }
      : false,
  });
}
