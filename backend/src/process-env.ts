import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Imported first by main.ts, before any library is loaded: React, graphql-js, Express and others
 * pick their development or production code when they are first imported. `npm start` must run the
 * production builds always, so NODE_ENV defaults to `production` here (npm run dev sets
 * `development`, Vitest sets `test`). Secrets and the development admin account do not depend on
 * NODE_ENV: see `localDefaults` in config.ts.
 *
 * A developer's `.env` at the repository root (see .env.example) is read here too, so a NODE_ENV
 * written there counts; variables already set in the environment win over the file.
 */
const envFile = fileURLToPath(new URL('../../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);
process.env.NODE_ENV ||= 'production';
