import type { Express } from 'express';
import { expect } from 'vitest';
import { gql } from './graphql.js';

/** An edition as the admin mutations answer it. */
export interface EditedNewsletter {
  id: string;
  version: number;
  title: string;
  state: string;
}

const FIELDS = 'id title state version';

/**
 * A new draft of the test's own (a unique title), through `createNewsletter` as the admin makes
 * one; `fields` override the defaults.
 */
export async function createDraft(
  app: Express,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<EditedNewsletter> {
  const input = {
    title: `Field notes ${Math.random().toString(36).slice(2, 8)}`,
    date: '2026-03-01T15:00:00.000Z',
    summary: 'What to check before the drill goes in.',
    content: 'Soil temperature\n\nWait for 5 °C at seeding depth.',
    imageUrl: '/images/newsletters/2025-11.svg',
    ...fields,
  };
  const body = await gql(
    app,
    `mutation ($input: NewsletterInput!) {
      createNewsletter(input: $input) { newsletter { ${FIELDS} } userErrors { message } }
    }`,
    { input },
    token,
  );
  expect(body.errors).toBeUndefined();
  expect(body.data!.createNewsletter.userErrors).toEqual([]);
  return body.data!.createNewsletter.newsletter as EditedNewsletter;
}

/** Publishes `draft` through `publishNewsletter`: now, or scheduled at `at`. */
export async function publish(
  app: Express,
  token: string,
  draft: EditedNewsletter,
  at?: Date,
): Promise<EditedNewsletter> {
  const body = await gql(
    app,
    `mutation ($id: ID!, $v: Int!, $at: DateTime) {
      publishNewsletter(id: $id, expectedVersion: $v, at: $at, publishAnyway: true) {
        newsletter { ${FIELDS} } userErrors { message }
      }
    }`,
    { id: draft.id, v: draft.version, at: at?.toISOString() },
    token,
  );
  expect(body.errors).toBeUndefined();
  expect(body.data!.publishNewsletter.userErrors).toEqual([]);
  return body.data!.publishNewsletter.newsletter as EditedNewsletter;
}

/** Two editions visitors must not see: a draft, and one published for an hour from now. */
export async function hiddenEditions(app: Express, token: string) {
  const draft = await createDraft(app, token);
  const hourAhead = new Date(Date.now() + 3_600_000);
  const scheduled = await publish(app, token, await createDraft(app, token), hourAhead);
  expect(scheduled.state).toBe('SCHEDULED');
  return { draft, scheduled };
}
