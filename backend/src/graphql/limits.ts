import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { GraphQLLimits } from '../config.js';

export interface GraphQLProtection {
  validationRules: ValidationRule[];
  /** Apollo's parse options: graphql-js stops lexing a document at this many tokens. */
  parseOptions: { maxTokens: number };
}

/**
 * graphql-armor's alias, depth, cost and directive rules, run with graphql-js's own validation,
 * so an offending document is answered 400 GRAPHQL_VALIDATION_FAILED before anything executes.
 * Tokens are counted by graphql-js's parser (`maxTokens`), which answers 400 with a syntax error;
 * armor's token plugin would parse every document a second time. Field suggestions ("Did you
 * mean …") are hidden by Apollo's `hideSchemaDetailsFromClientErrors` (graphql/server.ts), so
 * armor's own masking is off. Introspection (`__schema`) is exempt from depth and cost: the
 * explorer's introspection query is deep by nature.
 */
export function graphqlProtection(limits: GraphQLLimits): GraphQLProtection {
  // armor reports every refusal as a "Syntax Error" with a fractional cost: say it plainly.
  const refuse = {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(
          new GraphQLError(
            error.message
              .replace(/^Syntax Error: /, 'Query refused: ')
              .replace(/(\d+)\.\d+\.$/, '$1.'),
          ),
        ),
    ],
  };
  // Only validation rules: the two protections that are Apollo plugins (suggestions, tokens) are off.
  const { validationRules } = new ApolloArmor({
    blockFieldSuggestion: { enabled: false },
    maxTokens: { enabled: false },
    maxAliases: { n: limits.maxAliases, ...refuse },
    // Fragments are counted as if written out in place: their spreads add no level of their own.
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true, ...refuse },
    costLimit: {
      maxCost: limits.maxCost,
      flattenFragments: true,
      ignoreIntrospection: true,
      ...refuse,
    },
    maxDirectives: { n: limits.maxDirectives, ...refuse },
  }).protect();
  return { validationRules, parseOptions: { maxTokens: limits.maxTokens } };
}

/**
 * The messages a document would be refused with under `limits`, as POST /graphql applies them
 * (empty when it passes); for tests that hold our own documents to the limits.
 */
export function limitViolations(
  schema: GraphQLSchema,
  source: string,
  limits: GraphQLLimits,
): string[] {
  const { validationRules, parseOptions } = graphqlProtection(limits);
  try {
    const document = parse(source, parseOptions);
    return validate(schema, document, [...specifiedRules, ...validationRules]).map(
      (error) => error.message,
    );
  } catch (error) {
    if (error instanceof GraphQLError) return [error.message];
    throw error;
  }
}
