// Flat config shared by every workspace: typescript-eslint for all TypeScript, react-hooks for the
// React code of frontend/ and ui-kit/, graphql-eslint for the generated GraphQL schema.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import boundaries from './scripts/eslint/boundaries.mjs';

const SCHEMA_FILE = 'backend/schema.graphql';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.data/**',
      'frontend/src/graphql/generated/**',
      'e2e/artifacts/**',
    ],
  },
  {
    // The JavaScript and TypeScript rules, for every file but the GraphQL schema (its own block).
    ignores: [SCHEMA_FILE],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // The farm tools' service worker (frontend/public/apps/sw.js), served as it is written.
    files: ['frontend/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['frontend/**/*.{ts,tsx}', 'ui-kit/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One user-event in the tests: the stories' play functions use storybook/test's, and the
    // component tests share a worker's document with them (isolate: false). Two copies in one
    // document each track the inputs' values, and then typing into a field no longer reached it.
    files: ['frontend/**/*.{ts,tsx}', 'ui-kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: '@testing-library/user-event',
          message: "Use `import { userEvent } from 'storybook/test'`, the stories' own copy.",
        },
      ],
    },
  },
  {
    // The architecture's import arrows (docs/development.md, "Boundaries"): the ui-kit knows no frontend or
    // Apollo, the frontend no backend source, no module another's internals, and the parts of
    // backend/src import only as their layers allow (scripts/backend-layers.mjs). Tests and their
    // helpers wire things freely.
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}', 'ui-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'backend/src/test/**'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    // The GraphQL schema as integrators read it (issue 13): backend/schema.graphql, written by
    // TypeGraphQL from the decorators in backend/src (`npm run schema -w backend`), so a message
    // here is fixed in the decorator (a `description` option), never in the generated file.
    // Start from the plugin's schema-recommended set, then:
    // - require-description on everything an integrator sees in the explorer's docs: every type
    //   and scalar, field, argument and input field (InputValueDefinition), enum value and
    //   directive. The root types Query and Mutation are left out: TypeGraphQL 2 has no way to
    //   describe them, and each of their fields is described.
    // - naming-convention as recommended: PascalCase types without a "Type" suffix, camelCase
    //   fields and arguments, UPPER_CASE enum values, no get/query prefix on queries.
    // - strict-id-in-types: every object type has one `id: ID!` (what Apollo Client normalises
    //   its cache by), unless it is a value with no identity of its own, listed here by name or
    //   by its Relay/payload suffix; a new type must either get an id or be listed.
    // - the Relay rules of the plugin's schema-relay set for the paginated lists (`…Connection`
    //   with `edges` and `pageInfo`, `…Edge` with `cursor` and `node`, PageInfo, `first`/`after`):
    //   forward pagination only, no `Node` interface, and small fixed lists may stay plain lists.
    // Left out from schema-all: alphabetize (TypeGraphQL already sorts the file), input-name
    // (several mutations take an `id` beside their `input`), no-scalar-result-type-on-mutation
    // (a delete answers the deleted id) and require-nullable-result-in-root (our own choice, per
    // field, of what NOT_FOUND looks like).
    files: [SCHEMA_FILE],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: path.join(import.meta.dirname, SCHEMA_FILE) } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
          ignoredSelectors: ['[type=ObjectTypeDefinition][name.value=/^(Query|Mutation)$/]'],
        },
      ],
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          acceptedIdNames: ['id'],
          acceptedIdTypes: ['ID'],
          exceptions: {
            types: [
              'Address',
              'AdminSession',
              'AppStatuses',
              'Company',
              'ConsentWording',
              'DashboardCounts',
              // A lock as the asking browser tab sees it (`mine`): an answer, not a cached record.
              'EditLock',
              // The Spray Condition App's answers: computed for each request from a cached forecast.
              'ForecastAttribution',
              'ImageVariant',
              'ManualSprayRating',
              'MailHeader',
              // The answers of the checks before e-mailing a newsletter, written afresh each time.
              'MailingProgress',
              'MailPreview',
              'MapLocation',
              'NewsletterMailingCheck',
              'NewsletterSubscription',
              'PageInfo',
              // An access request's answer and an erasure's counts, made afresh for each request.
              'PersonalData',
              'PersonalDataErasure',
              'PublishCheck',
              'RatedSprayHour',
              'RelatedProduct',
              'SendCheck',
              'ResponsiveImage',
              // The one row of the sign-in rules, and a two-factor secret shown once.
              'SecuritySettings',
              'SprayForecast',
              'SprayLocation',
              'SprayReason',
              'SprayWindow',
              // A role's fixed description (roles.ts), keyed by the role itself.
              'StaffRole',
              'SubscribeResult',
              'TechnologyStep',
              'TwoFactorSetup',
              'UserError',
              'VersionFieldValue',
              // The farm tools' answers (modules/fertilizer), worked out afresh for each request.
              'BlendSaltIndex',
              'Citation',
              'FertilizerPlan',
              'NutrientBalance',
              'PlacedNutrients',
              'PlanCost',
              'PlanExclusion',
              'PlanLine',
              'SeedRowCheck',
              'SeedRowFinding',
              'SeedRowHazard',
              'TargetEstimate',
              'TargetEstimateLine',
              'ToolCrop',
            ],
            suffixes: ['Connection', 'Edge', 'Payload'],
          },
        },
      ],
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      '@graphql-eslint/relay-connection-types': 'error',
      '@graphql-eslint/relay-edge-types': [
        'error',
        { withEdgeSuffix: true, shouldImplementNode: false, listTypeCanWrapOnlyEdgeType: false },
      ],
      '@graphql-eslint/relay-page-info': 'error',
    },
  },
);
