import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  DEFAULT_MAIL_FROM,
  DEV_ADMIN_PASSWORD,
  DEV_ADMIN_USERNAME,
  EMBEDDED_DATABASE,
  JWT_SECRET_MIN_BYTES,
  SETTINGS,
  type ChoiceOf,
  type Setting,
  type SettingName,
  type SettingNameOf,
} from './config-settings.js';

export {
  ADMIN_PASSWORD_MIN_LENGTH,
  DEFAULT_MAIL_FROM,
  DEV_ADMIN_PASSWORD,
  DEV_ADMIN_USERNAME,
  EMBEDDED_DATABASE,
};

/**
 * The one place that reads the environment. Every variable is declared once in config-settings.ts
 * (type, default, allowed values, whether it is secret), validated here at boot against that
 * declaration and typed; docs/configuration.md and `.env.example` are written from the same
 * declaration. A bad value stops the start with a message naming the variable, never a silent
 * fallback.
 */

/** Repository root, the same from `src/` (tests, scripts) and from `dist/` (production build). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Images and PDFs of the built-in content, committed in the repository (made by backend/scripts/). */
export const PUBLIC_DIR = join(REPO_ROOT, 'backend', 'public');

export type LogLevel = ChoiceOf<'LOG_LEVEL'>;
export type NodeEnv = ChoiceOf<'NODE_ENV'>;

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
  /** The Spray Condition App's forecast provider, its cache wait and circuit breaker. */
  forecast: ForecastConfig;
}

export type ForecastProviderName = ChoiceOf<'SPRAY_FORECAST_PROVIDER'>;

/** SPRAY_* settings (modules/forecast). */
export interface ForecastConfig {
  provider: ForecastProviderName;
  geometUrl: string;
  openMeteoUrl: string;
  /** Required with the open-meteo provider; never logged or echoed. */
  openMeteoApiKey: string | undefined;
  /** Longest one cell's fetch may take. */
  timeoutMs: number;
  /** Longest a request waits for an uncached forecast before answering "unavailable". */
  waitMs: number;
  breakerFailures: number;
  breakerCooldownMs: number;
}

/** Where the providers answer when SPRAY_GEOMET_URL and SPRAY_OPEN_METEO_URL are not set. */
export const DEFAULT_GEOMET_URL = 'https://geo.weather.gc.ca/geomet';
export const DEFAULT_OPEN_METEO_URL = 'https://customer-api.open-meteo.com/v1/forecast';

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

/** The settings declared as going with S3_BUCKET, and those of them without a default. */
const S3_COMPANIONS = (Object.keys(SETTINGS) as SettingName[]).filter(
  (name) => (SETTINGS[name] as Setting).requires === 'S3_BUCKET',
);
const S3_REQUIRED = S3_COMPANIONS.filter((name) => !('default' in SETTINGS[name]));

/** Bucket names as S3 allows them: 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The S3 settings, all given or none: half a configuration is refused rather than ignored. */
function s3Config(env: Env, errors: string[]): S3Config | undefined {
  const value = (name: SettingName) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    const given = S3_COMPANIONS.filter(value);
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
  checked(env, 'S3_BUCKET', (name) => BUCKET_NAME.test(name), errors);
  const endpoint = url(env, 'S3_ENDPOINT', errors);
  const pathStyle = choice(env, 'S3_PATH_STYLE', errors);
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
  /** Nesting of selections, fragments counted as if written out in place (GRAPHQL_MAX_DEPTH). */
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

/** Each limit's setting (GRAPHQL_MAX_…). */
const GRAPHQL_LIMIT_SETTINGS = {
  maxAliases: 'GRAPHQL_MAX_ALIASES',
  maxDepth: 'GRAPHQL_MAX_DEPTH',
  maxTokens: 'GRAPHQL_MAX_TOKENS',
  maxCost: 'GRAPHQL_MAX_COST',
  maxDirectives: 'GRAPHQL_MAX_DIRECTIVES',
} as const satisfies Record<keyof GraphQLLimits, SettingNameOf<'integer'>>;

const graphqlLimits = (read: (name: SettingNameOf<'integer'>) => number): GraphQLLimits => ({
  maxAliases: read(GRAPHQL_LIMIT_SETTINGS.maxAliases),
  maxDepth: read(GRAPHQL_LIMIT_SETTINGS.maxDepth),
  maxTokens: read(GRAPHQL_LIMIT_SETTINGS.maxTokens),
  maxCost: read(GRAPHQL_LIMIT_SETTINGS.maxCost),
  maxDirectives: read(GRAPHQL_LIMIT_SETTINGS.maxDirectives),
});

export const DEFAULT_GRAPHQL_LIMITS: GraphQLLimits = graphqlLimits(
  (name) => SETTINGS[name].default,
);

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

type Env = Record<string, string | undefined>;

/** A choice setting's value; unset, its declared default (or `fallback`, where it depends). */
function choice<N extends SettingNameOf<'choice'>>(
  env: Env,
  name: N,
  errors: string[],
  fallback: ChoiceOf<N> = SETTINGS[name].default,
): ChoiceOf<N> {
  const allowed: readonly string[] = SETTINGS[name].values;
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (allowed.includes(raw)) return raw as ChoiceOf<N>;
  errors.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return fallback;
}

const DURATION_UNITS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** Seconds of a duration written as `30m`, `8h` or `7d`; undefined when it has another shape. */
function durationSeconds(text: string): number | undefined {
  const match = /^(\d+)([smhd])$/.exec(text);
  return match ? Number(match[1]) * DURATION_UNITS[match[2]] : undefined;
}

/** A whole number within the declared range; unset, the declared default. */
function wholeNumber(env: Env, name: SettingNameOf<'integer'>, errors: string[]): number {
  const setting: Setting & { kind: 'integer' } = SETTINGS[name];
  const raw = env[name]?.trim();
  if (!raw) return setting.default;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > setting.max) {
    errors.push(`${name} must be a whole number from 0 to ${setting.max} (got "${raw}")`);
    return setting.default;
  }
  if (setting.min !== undefined && value < setting.min) {
    errors.push(`${name} must be at least ${setting.min}`);
  }
  return value;
}

/**
 * A text setting, or undefined when unset; one that fails `valid` is reported with what the
 * declaration says it must be, and with the value given unless the setting is secret.
 */
function checked(
  env: Env,
  name: SettingNameOf<'text'>,
  valid: (value: string) => boolean,
  errors: string[],
): string | undefined {
  const setting: Setting & { kind: 'text' } = SETTINGS[name];
  const raw = env[name]?.trim() || undefined;
  if (raw !== undefined && !valid(raw)) {
    errors.push(`${name} must be ${setting.allowed}` + (setting.secret ? '' : ` (got "${raw}")`));
  }
  return raw;
}

function url(env: Env, name: SettingNameOf<'url'>, errors: string[]): string | undefined {
  const protocols: readonly string[] = SETTINGS[name].protocols;
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

/** A folder setting, absolute, taken from the repository root when relative. */
function folder(env: Env, name: SettingNameOf<'folder'>, fallback?: string): string {
  const setting: Setting & { kind: 'folder' } = SETTINGS[name];
  const raw = env[name]?.trim() || setting.default;
  if (raw) return isAbsolute(raw) ? raw : resolve(REPO_ROOT, raw);
  if (fallback === undefined) throw new Error(`${name} is declared without a default`);
  return fallback;
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

export function loadConfig(env: Env = process.env): AppConfig {
  const errors: string[] = [];
  const nodeEnv = choice(env, 'NODE_ENV', errors);
  const isProduction = nodeEnv === 'production';
  const listenPort = wholeNumber(env, 'PORT', errors);
  const dataDir = folder(env, 'DATA_DIR');
  // `embedded`: this instance's own database, chosen on purpose (see the PUBLIC_URL rule below).
  const embeddedChosen = env.DATABASE_URL?.trim() === EMBEDDED_DATABASE;
  const databaseUrl = embeddedChosen ? undefined : url(env, 'DATABASE_URL', errors);
  const publicUrl = url(env, 'PUBLIC_URL', errors) ?? `http://localhost:${listenPort}`;
  const logLevel = choice(
    env,
    'LOG_LEVEL',
    errors,
    nodeEnv === 'test' ? 'silent' : SETTINGS.LOG_LEVEL.default,
  );

  // One rule decides whether the local conveniences may be used: where the site is reachable.
  // NODE_ENV only picks library builds (npm start is always `production`), so it decides nothing here.
  let localDefaults = true;
  try {
    localDefaults = isLoopbackUrl(publicUrl);
  } catch {
    // An invalid PUBLIC_URL is reported above.
  }
  const jwtSecretRaw = checked(
    env,
    'JWT_SECRET',
    (secret) => Buffer.byteLength(secret) >= JWT_SECRET_MIN_BYTES,
    errors,
  );
  const adminUsernameRaw = env.ADMIN_USERNAME?.trim();
  // Not trimmed: spaces at either end are part of a password.
  const adminPasswordRaw = env.ADMIN_PASSWORD;
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
      errors.push(`ADMIN_PASSWORD must be ${SETTINGS.ADMIN_PASSWORD.allowed} ${why}`);
    }
  }
  const frontendMode = choice(env, 'FRONTEND_MODE', errors);
  if (frontendMode === 'vite' && isProduction) {
    errors.push('FRONTEND_MODE=vite is for development only, not with NODE_ENV=production');
  }
  const whole = (name: SettingNameOf<'integer'>) => wholeNumber(env, name, errors);
  const cacheTtl = whole('RESPONSE_CACHE_TTL');
  const cacheEntries = whole('RESPONSE_CACHE_ENTRIES');
  const graphqlExplorer = choice(env, 'GRAPHQL_EXPLORER', errors);
  const limits = graphqlLimits(whole);
  const contactsListLimit = whole('CONTACTS_LIST_LIMIT');
  const newsletterPdfMaxMb = whole('NEWSLETTER_PDF_MAX_MB');
  const rateLimits: RateLimitSettings = {
    contact: { limit: whole('CONTACT_LIMIT'), windowSeconds: whole('CONTACT_LIMIT_WINDOW') },
    subscribe: { limit: whole('SUBSCRIBE_LIMIT'), windowSeconds: whole('SUBSCRIBE_LIMIT_WINDOW') },
    loginUsername: {
      limit: whole('LOGIN_USERNAME_LIMIT'),
      windowSeconds: whole('LOGIN_LIMIT_WINDOW'),
    },
    loginAddress: {
      limit: whole('LOGIN_ADDRESS_LIMIT'),
      windowSeconds: whole('LOGIN_LIMIT_WINDOW'),
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
  const trustProxy = whole('TRUST_PROXY');
  const backupSchedule = checked(
    env,
    'BACKUP_SCHEDULE',
    (schedule) => schedule === 'off' || isCron(schedule),
    errors,
  );
  const backupKeep = whole('BACKUP_KEEP');
  const metricsToken = checked(
    env,
    'METRICS_TOKEN',
    (token) => /^[\x21-\x7e]{24,256}$/.test(token),
    errors,
  );
  const databaseTimeouts: DatabaseTimeouts = {
    connectMs: whole('DB_CONNECT_TIMEOUT_MS'),
    acquireMs: whole('DB_ACQUIRE_TIMEOUT_MS'),
    statementMs: whole('DB_STATEMENT_TIMEOUT_MS'),
    readyMs: whole('READYZ_TIMEOUT_MS'),
  };
  const jwtExpiresIn = env.JWT_EXPIRES_IN?.trim() || SETTINGS.JWT_EXPIRES_IN.default;
  if (!/^\d+[smhd]$/.test(jwtExpiresIn)) {
    errors.push(`JWT_EXPIRES_IN must look like 30m, 8h or 7d (got "${jwtExpiresIn}")`);
  }
  const jwtMaxLifetime = env.JWT_MAX_LIFETIME?.trim() || SETTINGS.JWT_MAX_LIFETIME.default;
  const jwtMaxLifetimeSeconds = durationSeconds(jwtMaxLifetime);
  if (jwtMaxLifetimeSeconds === undefined || jwtMaxLifetimeSeconds === 0) {
    errors.push(`JWT_MAX_LIFETIME must look like 30m, 8h or 7d (got "${jwtMaxLifetime}")`);
  } else if ((durationSeconds(jwtExpiresIn) ?? 0) > jwtMaxLifetimeSeconds) {
    errors.push(
      `JWT_EXPIRES_IN (${jwtExpiresIn}) may not exceed JWT_MAX_LIFETIME (${jwtMaxLifetime})`,
    );
  }

  const smtpUrl = url(env, 'SMTP_URL', errors);
  const isMailbox = (text: string) => MAILBOX.test(text);
  const mailFromRaw = checked(env, 'MAIL_FROM', isMailbox, errors);
  if (smtpUrl && !mailFromRaw) errors.push('MAIL_FROM is required when SMTP_URL is set');
  const companyMailbox = checked(env, 'COMPANY_MAILBOX', isMailbox, errors);
  const mailWorker = choice(env, 'MAIL_WORKER', errors);
  const s3 = s3Config(env, errors);
  const forecastProvider = choice(env, 'SPRAY_FORECAST_PROVIDER', errors);
  const openMeteoApiKey = checked(
    env,
    'SPRAY_OPEN_METEO_API_KEY',
    (key) => /^[\x21-\x7e]{8,200}$/.test(key),
    errors,
  );
  if (forecastProvider === 'open-meteo' && !openMeteoApiKey) {
    errors.push(
      "SPRAY_OPEN_METEO_API_KEY is required with SPRAY_FORECAST_PROVIDER=open-meteo: Open-Meteo's " +
        'free API is for non-commercial use only',
    );
  }
  const forecast: ForecastConfig = {
    provider: forecastProvider,
    geometUrl: url(env, 'SPRAY_GEOMET_URL', errors) ?? DEFAULT_GEOMET_URL,
    openMeteoUrl: url(env, 'SPRAY_OPEN_METEO_URL', errors) ?? DEFAULT_OPEN_METEO_URL,
    openMeteoApiKey,
    timeoutMs: whole('SPRAY_FORECAST_TIMEOUT_MS'),
    waitMs: whole('SPRAY_FORECAST_WAIT_MS'),
    breakerFailures: whole('SPRAY_BREAKER_FAILURES'),
    breakerCooldownMs: whole('SPRAY_BREAKER_COOLDOWN_MS'),
  };

  if (errors.length > 0) throw new ConfigError(errors);

  return {
    nodeEnv,
    isProduction,
    localDefaults,
    host: env.HOST?.trim() || SETTINGS.HOST.default,
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
    frontendDist: folder(env, 'FRONTEND_DIST'),
    frontendMode,
    responseCache: { ttlSeconds: cacheTtl, maxEntries: cacheEntries },
    graphqlExplorer: graphqlExplorer === 'on',
    graphqlLimits: limits,
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
    forecast,
  };
}
