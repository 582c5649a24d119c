import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one place that reads the environment. Every variable is validated at boot and typed here;
 * `.env.example` at the repository root documents each of them. A bad value stops the start with a
 * message naming the variable, never a silent fallback.
 */

/** Repository root, the same from `src/` (tests, scripts) and from `dist/` (production build). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Images and PDFs of the built-in content, committed in the repository (made by backend/scripts/). */
export const PUBLIC_DIR = join(REPO_ROOT, 'backend', 'public');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface AppConfig {
  /** Which builds of the libraries run; `npm start` always sets `production`. */
  nodeEnv: NodeEnv;
  isProduction: boolean;
  /**
   * True while PUBLIC_URL is a loopback address: the site is someone's own machine, so the local
   * conveniences (a generated JWT secret, the development admin account) are allowed.
   */
  localDefaults: boolean;
  host: string;
  port: number;
  /**
   * Absent: the server starts its own embedded PostgreSQL in `dataDir/postgres` (DATABASE_URL
   * unset, or `embedded`, which a non-local PUBLIC_URL requires to say so).
   */
  databaseUrl: string | undefined;
  /** How long the app waits on PostgreSQL before answering 503 (db/orm.config.ts). */
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  uploadDir: string;
  /** Where `npm run backup` writes its archives (BACKUP_DIR, default `dataDir/backups`). */
  backupDir: string;
  /**
   * When the site backs itself up into `backupDir` (BACKUP_SCHEDULE, a cron expression in UTC);
   * `off` takes a schedule set earlier away; undefined leaves the schedule as it is (an instance
   * started without the setting must not turn off the others' backups).
   */
  backupSchedule?: string;
  /** Scheduled archives kept (BACKUP_KEEP); older ones are deleted after each scheduled backup. */
  backupKeep: number;
  /**
   * The S3-compatible bucket uploads are kept in (S3_BUCKET and the settings that go with it);
   * undefined: they stay in `uploadDir` (media's storage drivers).
   */
  s3: S3Config | undefined;
  publicUrl: string;
  logLevel: LogLevel;
  jwtSecret: string;
  jwtExpiresIn: string;
  /**
   * The longest lifetime (exp − iat, in seconds) a token may have to be accepted; JWT_EXPIRES_IN
   * may not exceed it. Bounds what a token minted by an older build or a leaked signing run can do.
   */
  jwtMaxLifetimeSeconds: number;
  adminUsername: string;
  adminPassword: string;
  /** Folder with the built React app (frontend/dist: client/ and server/). */
  frontendDist: string;
  /** `dist` serves and renders the build; `vite` (npm run dev) renders the sources with HMR. */
  frontendMode: 'dist' | 'vite';
  /** Public pages and API reads kept in memory; content writes clear them at once. */
  responseCache: {
    /** Longest an entry is served, in seconds; 0 turns the caches off. */
    ttlSeconds: number;
    /** Entries kept per cache (pages, REST, GraphQL), least recently used dropped first. */
    maxEntries: number;
  };
  /**
   * Whether GET /graphql from a browser answers the self-hosted GraphiQL explorer (http/explorer.ts).
   * Off, a browser gets Apollo's plain answer; introspection stays on either way.
   */
  graphqlExplorer: boolean;
  /** What one POST /graphql document may ask for (graphql/limits.ts). */
  graphqlLimits: GraphQLLimits;
  /** Most contact messages GET /api/contacts lists, newest first (GraphQL `contacts` pages). */
  contactsListLimit: number;
  /**
   * Largest PDF an admin may upload, in bytes (NEWSLETTER_PDF_MAX_MB): a newsletter's edition, and
   * a product's certificates and safety data sheet.
   */
  newsletterPdfMaxBytes: number;
  /**
   * Abuse limits, counted in PostgreSQL so every instance on one database shares them
   * (common/rate-limits.ts). A limit of 0 turns that limit off.
   */
  rateLimits: RateLimitSettings;
  /**
   * Proxies in front of the app whose `X-Forwarded-For` is believed (Express `trust proxy`);
   * 0, the default, ignores the header and keys limits by the connection's address.
   */
  trustProxy: number;
  /**
   * The bearer token GET /metrics asks for (METRICS_TOKEN); undefined: /metrics is off (404).
   */
  metricsToken?: string;
  /** E-mail (modules/mail): SMTP or the local outbox, the sender, the company's mailbox. */
  mail: MailConfig;
}

export interface MailConfig {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`); absent: the local outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every message, `"Name" <address>`. */
  mailFrom: string;
  /** COMPANY_MAILBOX: where contact messages are sent; absent: Settings' submissions mailbox. */
  companyMailbox: string | undefined;
  /** MAIL_WORKER: whether this instance sends queued mail (on by default; off only queues). */
  worker: boolean;
}

/** An S3-compatible service (AWS S3, MinIO, Cloudflare R2) holding the uploads. */
export interface S3Config {
  /** S3_ENDPOINT: `https://s3.ca-central-1.amazonaws.com`, `http://minio:9000`, R2's account URL. */
  endpoint: string;
  /** S3_BUCKET: a bucket of the site's own (a backup copies, a forced restore empties all of it). */
  bucket: string;
  /** S3_REGION: the bucket's region (`us-east-1` for MinIO, `auto` for R2). */
  region: string;
  accessKeyId: string;
  /** S3_SECRET_ACCESS_KEY: never logged or echoed. */
  secretAccessKey: string;
  /** S3_PATH_STYLE: `endpoint/bucket/key` (on, the default) rather than `bucket.endpoint/key`. */
  pathStyle: boolean;
}

/** The values each of a cron expression's five fields may take: minute hour day month weekday. */
const CRON_FIELDS = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
] as const;

/**
 * Whether `expression` is five cron fields, each a list of `*`, a number or a range, with an
 * optional `/step`, every number within its field's range (so `99 * * * *` is refused here, with
 * the setting's name, not by the job queue at the worker's start).
 */
function isCron(expression: string): boolean {
  const fields = expression.split(/\s+/);
  return (
    fields.length === CRON_FIELDS.length &&
    fields.every((field, i) => {
      const [min, max] = CRON_FIELDS[i];
      return field.split(',').every((item) => {
        const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
        if (!match) return false;
        const [, , from, to, step] = match;
        const within = (n: string | undefined) => n === undefined || (+n >= min && +n <= max);
        return (
          within(from) &&
          within(to) &&
          (to === undefined || +to >= +from!) &&
          (step === undefined || +step >= 1)
        );
      });
    })
  );
}

/** The settings S3_BUCKET needs beside it; S3_PATH_STYLE has a default. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

/** Bucket names as S3 allows them: 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The S3 settings, all given or none: half a configuration is refused rather than ignored. */
function s3Config(env: Env, errors: string[]): S3Config | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    const given = [...S3_REQUIRED, 'S3_PATH_STYLE'].filter(value);
    if (given.length > 0) {
      errors.push(
        `${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: ` +
          'set S3_BUCKET to keep uploads in a bucket, or remove them to keep uploads in UPLOAD_DIR',
      );
    }
    return undefined;
  }
  const missing = S3_REQUIRED.filter((name) => !value(name));
  if (missing.length > 0) {
    errors.push(
      `S3_BUCKET is set, so ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} ` +
        'required too',
    );
  }
  if (!BUCKET_NAME.test(bucket)) {
    errors.push(
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens ' +
        `(got "${bucket}")`,
    );
  }
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:'], errors);
  const pathStyle = oneOf(env, 'S3_PATH_STYLE', ['on', 'off'] as const, 'on', errors);
  const region = value('S3_REGION');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!endpoint || !region || !accessKeyId || !secretAccessKey) return undefined;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    pathStyle: pathStyle === 'on',
  };
}

/** The sender with no MAIL_FROM (the local outbox only: with SMTP_URL, MAIL_FROM is required). */
export const DEFAULT_MAIL_FROM = '"Prairie Elite Agronomics" <newsletter@example.com>';

/** `address` or `"Name" <address>`, the address with one @ and no spaces. */
const MAILBOX =
  /^(?:"[^"\r\n]{1,100}"\s*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@"]+@[^\s<>@]+\.[^\s<>@]+)$/;

/**
 * Time limits on the database, in milliseconds; 0 turns the connect or statement limit off. A stalled or restarting server
 * then costs a request seconds and a 503, not a hung connection (db/orm.config.ts).
 */
export interface DatabaseTimeouts {
  /** Opening a connection (pg `connectionTimeoutMillis`). */
  connectMs: number;
  /** Waiting for a free connection of the pool (knex `acquireConnectionTimeout`). */
  acquireMs: number;
  /** One SQL statement (PostgreSQL `statement_timeout`; pg gives up one second later). */
  statementMs: number;
  /** The whole of a GET /readyz check. */
  readyMs: number;
}

/**
 * What one POST /graphql document may ask for before any resolver runs (graphql/limits.ts). The
 * defaults leave room above the site's own operations and the examples of docs/api.md
 * (graphql/limits.test.ts checks every one, with pages of the largest size, 100; at most depth 6,
 * cost about 10,000 for a page of 100 newsletters with their images, 70 tokens and no alias when
 * measured), and refuse documents built to make the server work, such as hundreds of aliases of
 * `products` or a dozen pages of 100 at once.
 */
export interface GraphQLLimits {
  /** Aliased fields in one operation (GRAPHQL_MAX_ALIASES). */
  maxAliases: number;
  /** Nesting of selections, a fragment spread counting as a level (GRAPHQL_MAX_DEPTH). */
  maxDepth: number;
  /** Lexical tokens of the document: names, punctuation, values (GRAPHQL_MAX_TOKENS). */
  maxTokens: number;
  /**
   * Estimated cost: 2 per object field and 1 per scalar field, each level weighing 1.5 times the
   * one above it, and a selection with a literal `first: n` n times (graphql-armor's cost model;
   * GRAPHQL_MAX_COST).
   */
  maxCost: number;
  /** Directives (`@include`, `@skip`, …) in one operation (GRAPHQL_MAX_DIRECTIVES). */
  maxDirectives: number;
}

export const DEFAULT_GRAPHQL_LIMITS: GraphQLLimits = {
  maxAliases: 15,
  maxDepth: 8,
  maxTokens: 5000,
  maxCost: 20_000,
  maxDirectives: 50,
};

/** How many operations one key may spend in a window (seconds); `limit` 0 means no limit. */
export interface RateLimitSetting {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitSettings {
  /** Contact messages per client address (submitContact and POST /api/contact together). */
  contact: RateLimitSetting;
  /** Newsletter subscriptions per client address (subscribe and POST /api/subscribe together). */
  subscribe: RateLimitSetting;
  /** Sign-in attempts per username that did not succeed, whatever the address. */
  loginUsername: RateLimitSetting;
  /** Sign-in attempts per client address that did not succeed, whatever the username. */
  loginAddress: RateLimitSetting;
}

export class ConfigError extends Error {
  constructor(messages: string[]) {
    super(`Invalid configuration:\n  - ${messages.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Development-only admin account, documented in the README. Refused as soon as PUBLIC_URL names a
 * real (non-loopback) address.
 */
export const DEV_ADMIN_USERNAME = 'admin';
export const DEV_ADMIN_PASSWORD = 'prairie-dev-password';
/**
 * Shortest admin password a deployment accepts: ADMIN_PASSWORD with a non-local PUBLIC_URL, and
 * every password set with `npm run admin -- reset-password`.
 */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(
  env: Env,
  name: string,
  allowed: readonly T[],
  fallback: T,
  errors: string[],
): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  errors.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return fallback;
}

const DURATION_UNITS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** Seconds of a duration written as `30m`, `8h` or `7d`; undefined when it has another shape. */
function durationSeconds(text: string): number | undefined {
  const match = /^(\d+)([smhd])$/.exec(text);
  return match ? Number(match[1]) * DURATION_UNITS[match[2]] : undefined;
}

function port(env: Env, errors: string[]): number {
  const raw = env.PORT?.trim();
  if (!raw) return 4000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    errors.push(`PORT must be a whole number from 0 to 65535 (got "${raw}")`);
    return 4000;
  }
  return value;
}

function wholeNumber(
  env: Env,
  name: string,
  fallback: number,
  max: number,
  errors: string[],
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    errors.push(`${name} must be a whole number from 0 to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function url(env: Env, name: string, protocols: string[], errors: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) {
      errors.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    }
    return raw.replace(/\/+$/, '');
  } catch {
    errors.push(`${name} is not a valid URL`);
    return undefined;
  }
}

/** localhost, 127.0.0.0/8 and ::1: addresses only the machine itself can reach. */
export function isLoopbackUrl(address: string): boolean {
  const host = new URL(address).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

function folder(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  return isAbsolute(raw) ? raw : resolve(REPO_ROOT, raw);
}

/**
 * A JWT secret for the local quick start: made once, kept in the data folder (gitignored), so
 * tokens survive a restart without anyone inventing a weak secret.
 */
function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The DATABASE_URL that chooses the embedded PostgreSQL explicitly. */
export const EMBEDDED_DATABASE = 'embedded';

export function loadConfig(env: Env = process.env): AppConfig {
  const errors: string[] = [];
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'production', errors);
  const isProduction = nodeEnv === 'production';
  const listenPort = port(env, errors);
  const dataDir = folder(env, 'DATA_DIR', join(REPO_ROOT, '.data'));
  // `embedded`: this instance's own database, chosen on purpose (see the PUBLIC_URL rule below).
  const embeddedChosen = env.DATABASE_URL?.trim() === EMBEDDED_DATABASE;
  const databaseUrl = embeddedChosen
    ? undefined
    : url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], errors);
  const publicUrl =
    url(env, 'PUBLIC_URL', ['http:', 'https:'], errors) ?? `http://localhost:${listenPort}`;
  const logLevel = oneOf(
    env,
    'LOG_LEVEL',
    LOG_LEVELS,
    nodeEnv === 'test' ? 'silent' : 'info',
    errors,
  );

  // One rule decides whether the local conveniences may be used: where the site is reachable.
  // NODE_ENV only picks library builds (npm start is always `production`), so it decides nothing here.
  let localDefaults = true;
  try {
    localDefaults = isLoopbackUrl(publicUrl);
  } catch {
    // An invalid PUBLIC_URL is reported above.
  }
  const jwtSecretRaw = env.JWT_SECRET?.trim();
  const adminUsernameRaw = env.ADMIN_USERNAME?.trim();
  const adminPasswordRaw = env.ADMIN_PASSWORD;
  if (jwtSecretRaw !== undefined && jwtSecretRaw !== '' && Buffer.byteLength(jwtSecretRaw) < 32) {
    errors.push('JWT_SECRET must be at least 32 bytes long');
  }
  if (!localDefaults) {
    const why = `when PUBLIC_URL is not a local address (${publicUrl})`;
    if (!jwtSecretRaw) errors.push(`JWT_SECRET is required ${why}`);
    if (!adminUsernameRaw) errors.push(`ADMIN_USERNAME is required ${why}`);
    // A site others reach may run as several replicas: each would silently start a database of
    // its own. One instance with its own database is fine when chosen on purpose.
    if (!databaseUrl && !embeddedChosen && !errors.some((e) => e.startsWith('DATABASE_URL'))) {
      errors.push(
        `DATABASE_URL is required ${why}: a shared PostgreSQL (postgres://…), or ` +
          `DATABASE_URL=${EMBEDDED_DATABASE} for one instance with its own database in DATA_DIR`,
      );
    }
    if (!adminPasswordRaw) errors.push(`ADMIN_PASSWORD is required ${why}`);
    else if (adminPasswordRaw.length < ADMIN_PASSWORD_MIN_LENGTH) {
      errors.push(`ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters ${why}`);
    }
  }
  const frontendMode = oneOf(env, 'FRONTEND_MODE', ['dist', 'vite'] as const, 'dist', errors);
  if (frontendMode === 'vite' && isProduction) {
    errors.push('FRONTEND_MODE=vite is for development only, not with NODE_ENV=production');
  }
  const cacheTtl = wholeNumber(env, 'RESPONSE_CACHE_TTL', 60, 86_400, errors);
  const cacheEntries = wholeNumber(env, 'RESPONSE_CACHE_ENTRIES', 500, 100_000, errors);
  const graphqlExplorer = oneOf(env, 'GRAPHQL_EXPLORER', ['on', 'off'] as const, 'on', errors);
  const limit = (name: string, key: keyof GraphQLLimits, max: number) =>
    wholeNumber(env, name, DEFAULT_GRAPHQL_LIMITS[key], max, errors);
  const graphqlLimits: GraphQLLimits = {
    maxAliases: limit('GRAPHQL_MAX_ALIASES', 'maxAliases', 10_000),
    maxDepth: limit('GRAPHQL_MAX_DEPTH', 'maxDepth', 1000),
    maxTokens: limit('GRAPHQL_MAX_TOKENS', 'maxTokens', 1_000_000),
    maxCost: limit('GRAPHQL_MAX_COST', 'maxCost', 10_000_000),
    maxDirectives: limit('GRAPHQL_MAX_DIRECTIVES', 'maxDirectives', 10_000),
  };
  const contactsListLimit = wholeNumber(env, 'CONTACTS_LIST_LIMIT', 500, 100_000, errors);
  const newsletterPdfMaxMb = wholeNumber(env, 'NEWSLETTER_PDF_MAX_MB', 10, 100, errors);
  if (newsletterPdfMaxMb === 0) errors.push('NEWSLETTER_PDF_MAX_MB must be at least 1');
  const day = 86_400;
  const rateLimits: RateLimitSettings = {
    contact: {
      limit: wholeNumber(env, 'CONTACT_LIMIT', 5, 100_000, errors),
      windowSeconds: wholeNumber(env, 'CONTACT_LIMIT_WINDOW', 600, day, errors),
    },
    subscribe: {
      limit: wholeNumber(env, 'SUBSCRIBE_LIMIT', 10, 100_000, errors),
      windowSeconds: wholeNumber(env, 'SUBSCRIBE_LIMIT_WINDOW', 600, day, errors),
    },
    loginUsername: {
      limit: wholeNumber(env, 'LOGIN_USERNAME_LIMIT', 5, 100_000, errors),
      windowSeconds: wholeNumber(env, 'LOGIN_LIMIT_WINDOW', 900, day, errors),
    },
    loginAddress: {
      limit: wholeNumber(env, 'LOGIN_ADDRESS_LIMIT', 10, 100_000, errors),
      windowSeconds: wholeNumber(env, 'LOGIN_LIMIT_WINDOW', 900, day, errors),
    },
  };
  const windows = {
    CONTACT_LIMIT_WINDOW: [rateLimits.contact],
    SUBSCRIBE_LIMIT_WINDOW: [rateLimits.subscribe],
    LOGIN_LIMIT_WINDOW: [rateLimits.loginUsername, rateLimits.loginAddress],
  };
  for (const [name, settings] of Object.entries(windows)) {
    if (settings.some((s) => s.limit > 0 && s.windowSeconds === 0)) {
      errors.push(`${name} must be at least 1 second while its limit is on`);
    }
  }
  const trustProxy = wholeNumber(env, 'TRUST_PROXY', 0, 10, errors);
  const backupSchedule = env.BACKUP_SCHEDULE?.trim() || undefined;
  if (backupSchedule !== undefined && backupSchedule !== 'off' && !isCron(backupSchedule)) {
    errors.push(
      `BACKUP_SCHEDULE must be a cron expression of five fields, e.g. "0 9 * * *", or off (got "${backupSchedule}")`,
    );
  }
  const backupKeep = wholeNumber(env, 'BACKUP_KEEP', 7, 1000, errors);
  if (backupKeep === 0) errors.push('BACKUP_KEEP must be at least 1');
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken !== undefined && !/^[\x21-\x7e]{24,256}$/.test(metricsToken)) {
    errors.push('METRICS_TOKEN must be 24 to 256 printable characters without spaces');
  }
  const minute = 60_000;
  const databaseTimeouts: DatabaseTimeouts = {
    connectMs: wholeNumber(env, 'DB_CONNECT_TIMEOUT_MS', 3000, minute, errors),
    acquireMs: wholeNumber(env, 'DB_ACQUIRE_TIMEOUT_MS', 3000, minute, errors),
    statementMs: wholeNumber(env, 'DB_STATEMENT_TIMEOUT_MS', 5000, 10 * minute, errors),
    readyMs: wholeNumber(env, 'READYZ_TIMEOUT_MS', 1500, minute, errors),
  };
  for (const [name, value] of [
    ['DB_ACQUIRE_TIMEOUT_MS', databaseTimeouts.acquireMs],
    ['READYZ_TIMEOUT_MS', databaseTimeouts.readyMs],
  ] as const) {
    if (value === 0) errors.push(`${name} must be at least 1`);
  }
  const jwtExpiresIn = env.JWT_EXPIRES_IN?.trim() || '8h';
  if (!/^\d+[smhd]$/.test(jwtExpiresIn)) {
    errors.push(`JWT_EXPIRES_IN must look like 30m, 8h or 7d (got "${jwtExpiresIn}")`);
  }
  const jwtMaxLifetime = env.JWT_MAX_LIFETIME?.trim() || '24h';
  const jwtMaxLifetimeSeconds = durationSeconds(jwtMaxLifetime);
  if (jwtMaxLifetimeSeconds === undefined || jwtMaxLifetimeSeconds === 0) {
    errors.push(`JWT_MAX_LIFETIME must look like 30m, 8h or 7d (got "${jwtMaxLifetime}")`);
  } else if ((durationSeconds(jwtExpiresIn) ?? 0) > jwtMaxLifetimeSeconds) {
    errors.push(
      `JWT_EXPIRES_IN (${jwtExpiresIn}) may not exceed JWT_MAX_LIFETIME (${jwtMaxLifetime})`,
    );
  }

  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:'], errors);
  const mailFromRaw = env.MAIL_FROM?.trim();
  if (mailFromRaw && !MAILBOX.test(mailFromRaw)) {
    errors.push(`MAIL_FROM must be an address or "Name" <address> (got "${mailFromRaw}")`);
  }
  if (smtpUrl && !mailFromRaw) errors.push('MAIL_FROM is required when SMTP_URL is set');
  const companyMailbox = env.COMPANY_MAILBOX?.trim() || undefined;
  if (companyMailbox && !MAILBOX.test(companyMailbox)) {
    errors.push(`COMPANY_MAILBOX must be an e-mail address (got "${companyMailbox}")`);
  }
  const mailWorker = oneOf(env, 'MAIL_WORKER', ['on', 'off'] as const, 'on', errors);
  const s3 = s3Config(env, errors);

  if (errors.length > 0) throw new ConfigError(errors);

  return {
    nodeEnv,
    isProduction,
    localDefaults,
    host: env.HOST?.trim() || '0.0.0.0',
    port: listenPort,
    databaseUrl,
    databaseTimeouts,
    dataDir,
    uploadDir: folder(env, 'UPLOAD_DIR', join(dataDir, 'uploads')),
    backupDir: folder(env, 'BACKUP_DIR', join(dataDir, 'backups')),
    backupSchedule,
    backupKeep,
    s3,
    publicUrl,
    logLevel,
    jwtSecret: jwtSecretRaw || localJwtSecret(dataDir),
    jwtExpiresIn,
    jwtMaxLifetimeSeconds: jwtMaxLifetimeSeconds ?? 0,
    adminUsername: adminUsernameRaw || DEV_ADMIN_USERNAME,
    adminPassword: adminPasswordRaw || DEV_ADMIN_PASSWORD,
    frontendDist: folder(env, 'FRONTEND_DIST', join(REPO_ROOT, 'frontend', 'dist')),
    frontendMode,
    responseCache: { ttlSeconds: cacheTtl, maxEntries: cacheEntries },
    graphqlExplorer: graphqlExplorer === 'on',
    graphqlLimits,
    contactsListLimit,
    newsletterPdfMaxBytes: newsletterPdfMaxMb * 1024 * 1024,
    rateLimits,
    trustProxy,
    metricsToken,
    mail: {
      smtpUrl,
      mailFrom: mailFromRaw || DEFAULT_MAIL_FROM,
      companyMailbox,
      worker: mailWorker === 'on',
    },
  };
}
