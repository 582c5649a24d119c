/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}": typeof types.UserErrorFieldsFragmentDoc,
    "mutation ConfirmSubscription($token: String!) {\n  confirmSubscription(token: $token) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.ConfirmSubscriptionDocument,
    "query NewsletterSubscription($token: String!) {\n  newsletterSubscription(token: $token) {\n    subscription {\n      email\n      status\n      preferences\n      topics\n      preferencesToken\n    }\n    problem\n  }\n}": typeof types.NewsletterSubscriptionDocument,
    "mutation Resubscribe($token: String!, $consentVersion: String, $page: String) {\n  resubscribe(token: $token, consentVersion: $consentVersion, page: $page) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.ResubscribeDocument,
    "mutation Unsubscribe($token: String!) {\n  unsubscribe(token: $token) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.UnsubscribeDocument,
    "mutation UpdateSubscriptionPreferences($input: SubscriptionPreferencesInput!) {\n  updateSubscriptionPreferences(input: $input) {\n    subscription {\n      email\n      status\n      preferences\n      topics\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.UpdateSubscriptionPreferencesDocument,
};
const documents: Documents = {
    "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}": types.UserErrorFieldsFragmentDoc,
    "mutation ConfirmSubscription($token: String!) {\n  confirmSubscription(token: $token) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.ConfirmSubscriptionDocument,
    "query NewsletterSubscription($token: String!) {\n  newsletterSubscription(token: $token) {\n    subscription {\n      email\n      status\n      preferences\n      topics\n      preferencesToken\n    }\n    problem\n  }\n}": types.NewsletterSubscriptionDocument,
    "mutation Resubscribe($token: String!, $consentVersion: String, $page: String) {\n  resubscribe(token: $token, consentVersion: $consentVersion, page: $page) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.ResubscribeDocument,
    "mutation Unsubscribe($token: String!) {\n  unsubscribe(token: $token) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.UnsubscribeDocument,
    "mutation UpdateSubscriptionPreferences($input: SubscriptionPreferencesInput!) {\n  updateSubscriptionPreferences(input: $input) {\n    subscription {\n      email\n      status\n      preferences\n      topics\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.UpdateSubscriptionPreferencesDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}"): (typeof documents)["fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ConfirmSubscription($token: String!) {\n  confirmSubscription(token: $token) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation ConfirmSubscription($token: String!) {\n  confirmSubscription(token: $token) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query NewsletterSubscription($token: String!) {\n  newsletterSubscription(token: $token) {\n    subscription {\n      email\n      status\n      preferences\n      topics\n      preferencesToken\n    }\n    problem\n  }\n}"): (typeof documents)["query NewsletterSubscription($token: String!) {\n  newsletterSubscription(token: $token) {\n    subscription {\n      email\n      status\n      preferences\n      topics\n      preferencesToken\n    }\n    problem\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Resubscribe($token: String!, $consentVersion: String, $page: String) {\n  resubscribe(token: $token, consentVersion: $consentVersion, page: $page) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation Resubscribe($token: String!, $consentVersion: String, $page: String) {\n  resubscribe(token: $token, consentVersion: $consentVersion, page: $page) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Unsubscribe($token: String!) {\n  unsubscribe(token: $token) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation Unsubscribe($token: String!) {\n  unsubscribe(token: $token) {\n    subscription {\n      email\n      status\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation UpdateSubscriptionPreferences($input: SubscriptionPreferencesInput!) {\n  updateSubscriptionPreferences(input: $input) {\n    subscription {\n      email\n      status\n      preferences\n      topics\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateSubscriptionPreferences($input: SubscriptionPreferencesInput!) {\n  updateSubscriptionPreferences(input: $input) {\n    subscription {\n      email\n      status\n      preferences\n      topics\n      preferencesToken\n    }\n    problem\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;