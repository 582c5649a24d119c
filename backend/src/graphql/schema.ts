import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ClassType } from 'type-graphql';
import { DateTimeScalar } from '../common/date-scalar.js';
import { VALIDATOR_OPTIONS } from '../common/validation.js';
import { authChecker } from './auth-checker.js';

/**
 * Builds the code-first schema. Validation is on explicitly (TypeGraphQL 2 validates nothing
 * otherwise), unknown values are refused, and the values a user sent are never echoed back.
 * `@Authorized` fields go through authChecker (bearer token of the request). Instants are the
 * `DateTime` scalar (RFC 3339 / ISO 8601 with a time zone, sent in UTC, e.g.
 * "2026-11-24T19:32:41.000Z"); calendar days are `Date` (common/date-scalar.ts).
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
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
    emitSchemaFile: options.emitSchemaFile
      ? { path: options.emitSchemaFile, sortedSchema: true }
      : false,
  });
}
