import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { VALIDATOR_OPTIONS } from '../common/validation.js';
import { authChecker } from './auth-checker.js';
import { resolvers } from './resolvers.js';

/**
 * Builds the code-first schema. Validation is on explicitly (TypeGraphQL 2 validates nothing
 * otherwise), unknown values are refused, and the values a user sent are never echoed back.
 * `@Authorized` fields go through authChecker (bearer token of the request).
 */
export function createSchema(options: { emitSchemaFile?: string } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: VALIDATOR_OPTIONS,
    authChecker,
    authMode: 'error',
    emitSchemaFile: options.emitSchemaFile
      ? { path: options.emitSchemaFile, sortedSchema: true }
      : false,
  });
}
