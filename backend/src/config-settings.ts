/**
 * Every environment variable the server reads, declared once: its type, default, allowed values,
 * whether it is secret and what it means. `loadConfig` (config.ts) validates the environment
 * against these declarations, and `npm run config:docs` (scripts/config-docs.mjs) writes the
 * tables of docs/configuration.md and the whole of .env.example from them; a test fails when
 * either differs from what this file gives.
 *
 * This file imports nothing: the docs script loads it on its own.
 *
 * Descriptions are Markdown for docs/configuration.md; .env.example gets them as plain text.
 */

/** The groups of settings, in the order the docs and .env.example list them. */
export const SETTING_GROUPS = {
  server: {
    title: 'Server',
    note: '',
  },
  database: {
    title: 'Database',
    note:
      'Every wait on PostgreSQL is bounded, in milliseconds: past a limit a request answers `503` ' +
      'with `Retry-After` instead of hanging.',
  },
  files: {
    title: 'Files and backups',
    note: '',
  },
  storage: {
    title: 'Uploads in a bucket (S3)',
    note:
      'Uploads in a bucket of an S3-compatible service (AWS S3, MinIO, Cloudflare R2) instead of ' +
      '`UPLOAD_DIR`, for several replicas: `S3_BUCKET` with all four settings below it, or none ' +
      "of them. A bucket of the site's own; `npm run storage:migrate` copies `UPLOAD_DIR` into it " +
      '(see [Storage](operations.md#storage)).',
  },
  admin: {
    title: 'Admin sign-in',
    note:
      'Once `PUBLIC_URL` is not a local address (localhost, 127.x.x.x, [::1]), `JWT_SECRET`, ' +
      '`ADMIN_USERNAME`, `ADMIN_PASSWORD` and `DATABASE_URL` are required and the start stops ' +
      'with a clear message without them.',
  },
  caches: {
    title: 'Caches and sizes',
    note: '',
  },
  graphql: {
    title: 'GraphQL',
    note:
      'What one `POST /graphql` document may ask for; more is refused with `400` before anything ' +
      "runs. The site's own operations stay well below (depth 6, about 70 tokens, no aliases; " +
      'cost about 10,000 for its costliest operation with a page of 100 rows).',
  },
  limits: {
    title: 'Abuse limits',
    note:
      'Counted in PostgreSQL, shared by every instance on the database. Each counts operations, ' +
      'not requests: one GraphQL request with 10 aliased `submitContact` fields spends 10. Over a ' +
      'limit: REST `429` with `Retry-After`, GraphQL a `TOO_MANY_REQUESTS` error. `0` turns a ' +
      'limit off.',
  },
  operations: {
    title: 'Proxies and metrics',
    note: '',
  },
  mail: {
    title: 'E-mail',
    note:
      'Confirmations, newsletters and contact notices. Without `SMTP_URL` every message goes to ' +
      'the local outbox, read by admins at `/admin/outbox`; nothing leaves the machine.',
  },
  forecast: {
    title: 'Spray forecast',
    note:
      'The Spray Condition App (`/apps/spray-conditions`) reads an hourly forecast per cell of ' +
      'about 2.5 km, cached in PostgreSQL for up to an hour and fetched by one instance at a ' +
      'time. Providers, their licences and request formats: ' +
      '[agronomy/src/spray/PROVIDERS.md](../agronomy/src/spray/PROVIDERS.md).',
  },
} as const;

export type SettingGroup = keyof typeof SETTING_GROUPS;

interface SettingBase {
  group: SettingGroup;
  /** What it does, in Markdown: a sentence or two for the table. */
  description: string;
  /** The Default column where it is not one fixed value (computed, local only, none). */
  defaultText?: string;
  /** A credential: never echoed in an error, never given a value in .env.example. */
  secret?: true;
  /** Only allowed beside this setting (set alone, the start stops). */
  requires?: string;
  /** A value to show, commented out, in .env.example where there is no default to write. */
  example?: string;
}

/** One value of a fixed list (`on`/`off`, a log level). */
export interface ChoiceSetting extends SettingBase {
  kind: 'choice';
  values: readonly string[];
  default: string;
}

/** A whole number from `min` (0 unless said) to `max`. */
export interface IntegerSetting extends SettingBase {
  kind: 'integer';
  default: number;
  max: number;
  /** 1 where 0 would mean nothing sensible. */
  min?: 1;
}

/** An absolute URL with one of `protocols` (or one of `keywords`); trailing slashes dropped. */
export interface UrlSetting extends SettingBase {
  kind: 'url';
  protocols: readonly string[];
  keywords?: readonly string[];
}

/** A duration written as a whole number and a unit: `30m`, `8h`, `7d`. */
export interface DurationSetting extends SettingBase {
  kind: 'duration';
  default: string;
}

/** A folder, absolute or relative to the repository root. */
export interface FolderSetting extends SettingBase {
  kind: 'folder';
  /** Relative to the repository root. */
  default?: string;
}

/** Free text, checked by config.ts where `allowed` says what it must be. */
export interface TextSetting extends SettingBase {
  kind: 'text';
  default?: string;
  /** What the value must be, as the error message and the docs say it ("an e-mail address"). */
  allowed?: string;
}

export type Setting =
  ChoiceSetting | IntegerSetting | UrlSetting | DurationSetting | FolderSetting | TextSetting;

/** The sender with no MAIL_FROM (the local outbox only: with SMTP_URL, MAIL_FROM is required). */
export const DEFAULT_MAIL_FROM = '"Prairie Elite Agronomics" <newsletter@example.com>';
/**
 * Development-only admin account, documented in the README's quick start. Refused as soon as
 * PUBLIC_URL names a real (non-loopback) address.
 */
export const DEV_ADMIN_USERNAME = 'admin';
export const DEV_ADMIN_PASSWORD = 'prairie-dev-password';
/**
 * Shortest admin password a deployment accepts: ADMIN_PASSWORD with a non-local PUBLIC_URL, and
 * every password set with `npm run admin -- reset-password`.
 */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** Shortest JWT_SECRET, in bytes. */
export const JWT_SECRET_MIN_BYTES = 32;
/** The DATABASE_URL that chooses the embedded PostgreSQL explicitly. */
export const EMBEDDED_DATABASE = 'embedded';

const ON_OFF = ['on', 'off'] as const;
const MINUTE_MS = 60_000;
const DAY_SECONDS = 86_400;

export const SETTINGS = {
  NODE_ENV: {
    group: 'server',
    kind: 'choice',
    values: ['development', 'production', 'test'],
    default: 'production',
    description:
      'Which builds of the libraries run: `npm start` always uses `production`, `npm run dev` ' +
      '`development` (Vitest sets `test`); not whether the local defaults apply',
  },
  PORT: {
    group: 'server',
    kind: 'integer',
    default: 4000,
    max: 65535,
    description: 'HTTP port (site, `/graphql`, `/api`)',
  },
  HOST: {
    group: 'server',
    kind: 'text',
    default: '0.0.0.0',
    description: 'Interface to listen on',
  },
  PUBLIC_URL: {
    group: 'server',
    kind: 'url',
    protocols: ['http:', 'https:'],
    defaultText: '`http://localhost:PORT`',
    example: 'https://www.example.com',
    description:
      'Canonical address of the site for links, Open Graph tags and the sitemap; a non-local ' +
      'address turns the local defaults off (generated JWT secret, development admin)',
  },
  LOG_LEVEL: {
    group: 'server',
    kind: 'choice',
    values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
    defaultText: '`info` (`silent` with `NODE_ENV=test`)',
    description: 'Lowest level of the JSON log lines written on stdout',
  },
  FRONTEND_MODE: {
    group: 'server',
    kind: 'choice',
    values: ['dist', 'vite'],
    default: 'dist',
    description:
      '`dist` serves and server-renders the build; `vite` (set by `npm run dev`) renders the ' +
      'sources with HMR, never with `NODE_ENV=production`',
  },
  DATABASE_URL: {
    group: 'database',
    kind: 'url',
    protocols: ['postgres:', 'postgresql:'],
    keywords: [EMBEDDED_DATABASE],
    secret: true,
    defaultText: 'empty: embedded PostgreSQL in `DATA_DIR/postgres`',
    description:
      'PostgreSQL to use, `postgres://…` (database created when missing; on our development ' +
      'machines `postgres://postgres@127.0.0.1:5432/prairie`), or `embedded`; one is required ' +
      'with a non-local `PUBLIC_URL`. Holds the database password in production.',
  },
  DB_CONNECT_TIMEOUT_MS: {
    group: 'database',
    kind: 'integer',
    default: 3000,
    max: MINUTE_MS,
    description:
      'Milliseconds to open a database connection before the request answers `503`; `0`: no limit',
  },
  DB_ACQUIRE_TIMEOUT_MS: {
    group: 'database',
    kind: 'integer',
    default: 3000,
    max: MINUTE_MS,
    min: 1,
    description:
      'Milliseconds a request waits for a free connection of the pool (10) before answering `503`',
  },
  DB_STATEMENT_TIMEOUT_MS: {
    group: 'database',
    kind: 'integer',
    default: 5000,
    max: 10 * MINUTE_MS,
    description:
      'PostgreSQL `statement_timeout` of every statement; the app gives up 1 s later if no ' +
      'answer comes; `0`: none (a long migration may need it for one start)',
  },
  READYZ_TIMEOUT_MS: {
    group: 'database',
    kind: 'integer',
    default: 1500,
    max: MINUTE_MS,
    min: 1,
    description: 'Longest `GET /readyz` waits for the database before answering `503`',
  },
  DATA_DIR: {
    group: 'files',
    kind: 'folder',
    default: '.data',
    description: 'Embedded database, the generated local JWT secret and uploads (gitignored)',
  },
  UPLOAD_DIR: {
    group: 'files',
    kind: 'folder',
    defaultText: '`DATA_DIR/uploads`',
    description:
      'Uploaded images and PDFs, unless `S3_BUCKET` is set ([Storage](operations.md#storage))',
  },
  BACKUP_DIR: {
    group: 'files',
    kind: 'folder',
    defaultText: '`DATA_DIR/backups`',
    description:
      'Where `npm run backup` and the scheduled backups write their archives ' +
      '([Backups](operations.md#backups))',
  },
  BACKUP_SCHEDULE: {
    group: 'files',
    kind: 'text',
    allowed: 'a cron expression of five fields, e.g. "0 9 * * *", or off',
    defaultText: 'empty: leaves the schedule as it is',
    example: '0 9 * * *',
    description:
      "Cron expression in UTC (`0 9 * * *`: 2–3 am in Alberta) of the site's own backups; `off` " +
      'stops them. Empty leaves a schedule another instance set as it is.',
  },
  BACKUP_KEEP: {
    group: 'files',
    kind: 'integer',
    default: 7,
    max: 1000,
    min: 1,
    description:
      "Scheduled archives kept in `BACKUP_DIR`; older scheduled ones are deleted (a person's never)",
  },
  FRONTEND_DIST: {
    group: 'files',
    kind: 'folder',
    default: 'frontend/dist',
    description: 'The built React app (`client/` and `server/`) the server serves and renders',
  },
  S3_BUCKET: {
    group: 'storage',
    kind: 'text',
    allowed: 'a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    defaultText: 'empty: uploads in `UPLOAD_DIR`',
    example: 'prairie-uploads',
    description:
      "A bucket of the site's own for the uploads (a backup copies all of it, a forced restore " +
      'empties it); needs the four settings below',
  },
  S3_ENDPOINT: {
    group: 'storage',
    kind: 'url',
    protocols: ['http:', 'https:'],
    requires: 'S3_BUCKET',
    example: 'http://minio:9000',
    description:
      '`https://s3.<region>.amazonaws.com`, `http://minio:9000`, ' +
      '`https://<account>.r2.cloudflarestorage.com`',
  },
  S3_REGION: {
    group: 'storage',
    kind: 'text',
    requires: 'S3_BUCKET',
    example: 'us-east-1',
    description: "The bucket's region: `us-east-1` for MinIO, `auto` for Cloudflare R2",
  },
  S3_ACCESS_KEY_ID: {
    group: 'storage',
    kind: 'text',
    requires: 'S3_BUCKET',
    description:
      'Access key of an account that may read, write, list and delete objects in the bucket',
  },
  S3_SECRET_ACCESS_KEY: {
    group: 'storage',
    kind: 'text',
    requires: 'S3_BUCKET',
    secret: true,
    description: 'Its secret key: never in the repository, never logged',
  },
  S3_PATH_STYLE: {
    group: 'storage',
    kind: 'choice',
    values: ON_OFF,
    default: 'on',
    requires: 'S3_BUCKET',
    description:
      "`on`: addresses `endpoint/bucket/key` (MinIO); `off`: `bucket.endpoint/key`, AWS's " +
      'preferred form',
  },
  JWT_SECRET: {
    group: 'admin',
    kind: 'text',
    secret: true,
    allowed: `at least ${JWT_SECRET_MIN_BYTES} bytes long`,
    defaultText: 'made once in `DATA_DIR/jwt-secret` (local only)',
    description:
      "HS256 signing secret for admin tokens (the newsletters' unsubscribe and preferences " +
      'links are signed with a key derived from it); required with a non-local `PUBLIC_URL`',
  },
  JWT_EXPIRES_IN: {
    group: 'admin',
    kind: 'duration',
    default: '8h',
    description: 'Admin token lifetime (`30m`, `8h`); at most `JWT_MAX_LIFETIME`',
  },
  JWT_MAX_LIFETIME: {
    group: 'admin',
    kind: 'duration',
    default: '24h',
    description:
      'Longest lifetime (`exp` − `iat`) a token may have to be accepted; a longer one is refused',
  },
  ADMIN_USERNAME: {
    group: 'admin',
    kind: 'text',
    defaultText: `\`${DEV_ADMIN_USERNAME}\` (local only)`,
    description:
      'The first admin account, created at a start only while none exists (a later change here ' +
      'changes no account; a lost password: `npm run admin -- reset-password <username>`); ' +
      'required with a non-local `PUBLIC_URL`',
  },
  ADMIN_PASSWORD: {
    group: 'admin',
    kind: 'text',
    secret: true,
    allowed: `at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
    defaultText: `\`${DEV_ADMIN_PASSWORD}\` (local only)`,
    description:
      'Its first password, checked for its length with a non-local `PUBLIC_URL` only; stored ' +
      'only as a scrypt hash',
  },
  RESPONSE_CACHE_TTL: {
    group: 'caches',
    kind: 'integer',
    default: 60,
    max: DAY_SECONDS,
    description:
      'Seconds a rendered public page or public API read may be served from memory; `0` turns ' +
      'the caches off. Any public content write clears them at once, on every instance sharing ' +
      'the database.',
  },
  RESPONSE_CACHE_ENTRIES: {
    group: 'caches',
    kind: 'integer',
    default: 500,
    max: 100_000,
    description:
      'Entries kept in each of those caches (pages, REST reads, GraphQL results), least recently ' +
      'used first out',
  },
  CONTACTS_LIST_LIMIT: {
    group: 'caches',
    kind: 'integer',
    default: 500,
    max: 100_000,
    description:
      'Most messages `GET /api/contacts` lists, newest first; GraphQL `contacts` pages through ' +
      'all of them',
  },
  NEWSLETTER_PDF_MAX_MB: {
    group: 'caches',
    kind: 'integer',
    default: 10,
    max: 100,
    min: 1,
    description:
      "Largest PDF the admin accepts, in MB: a newsletter's edition, a product's certificates and " +
      'safety data sheet; larger uploads answer `413`',
  },
  GRAPHQL_EXPLORER: {
    group: 'graphql',
    kind: 'choice',
    values: ON_OFF,
    default: 'on',
    description:
      '`on`: `GET /graphql` in a browser opens the self-hosted ' +
      '[GraphiQL explorer](api.md#the-graphql-explorer); `off`: it does not (`POST /graphql` and ' +
      'introspection are unchanged)',
  },
  GRAPHQL_MAX_ALIASES: {
    group: 'graphql',
    kind: 'integer',
    default: 15,
    max: 10_000,
    description: 'Aliased fields one operation may have',
  },
  GRAPHQL_MAX_DEPTH: {
    group: 'graphql',
    kind: 'integer',
    default: 8,
    max: 1000,
    description:
      "Deepest nesting of selections (fragments counted in place); the site's deepest " +
      'operation has 6',
  },
  GRAPHQL_MAX_TOKENS: {
    group: 'graphql',
    kind: 'integer',
    default: 5000,
    max: 1_000_000,
    description:
      'Lexical tokens of one document (names, punctuation, values), counted while parsing; the ' +
      "site's longest operation has about 70",
  },
  GRAPHQL_MAX_COST: {
    group: 'graphql',
    kind: 'integer',
    default: 20_000,
    max: 10_000_000,
    description:
      'Estimated cost: 2 per object field, 1 per scalar, × 1.5 per level, × a literal `first`; ' +
      'a page of 100 newsletters with their images is about 10,000',
  },
  GRAPHQL_MAX_DIRECTIVES: {
    group: 'graphql',
    kind: 'integer',
    default: 50,
    max: 10_000,
    description: 'Directives (`@include`, `@skip`, …) in one operation',
  },
  CONTACT_LIMIT: {
    group: 'limits',
    kind: 'integer',
    default: 5,
    max: 100_000,
    description:
      'Contact messages per client address per window, GraphQL and REST together; `0`: no limit',
  },
  CONTACT_LIMIT_WINDOW: {
    group: 'limits',
    kind: 'integer',
    default: 600,
    max: DAY_SECONDS,
    description:
      'Seconds of that window, counted from the first message; at least 1 while the limit is on',
  },
  SUBSCRIBE_LIMIT: {
    group: 'limits',
    kind: 'integer',
    default: 10,
    max: 100_000,
    description:
      'Newsletter subscriptions per client address per window, GraphQL and REST together; `0`: ' +
      'no limit',
  },
  SUBSCRIBE_LIMIT_WINDOW: {
    group: 'limits',
    kind: 'integer',
    default: 600,
    max: DAY_SECONDS,
    description: 'Seconds of that window; at least 1 while the limit is on',
  },
  LOGIN_USERNAME_LIMIT: {
    group: 'limits',
    kind: 'integer',
    default: 5,
    max: 100_000,
    description:
      'Sign-ins that did not succeed per username, from any address, per window; `0`: no limit',
  },
  LOGIN_ADDRESS_LIMIT: {
    group: 'limits',
    kind: 'integer',
    default: 10,
    max: 100_000,
    description:
      'Sign-ins that did not succeed per client address, for any username, per window; `0`: no ' +
      'limit',
  },
  LOGIN_LIMIT_WINDOW: {
    group: 'limits',
    kind: 'integer',
    default: 900,
    max: DAY_SECONDS,
    description: 'Seconds of the two sign-in windows; at least 1 while either limit is on',
  },
  TRUST_PROXY: {
    group: 'operations',
    kind: 'integer',
    default: 0,
    max: 10,
    description:
      'Reverse proxies in front of the app whose `X-Forwarded-For` and `X-Request-Id` are ' +
      'believed (Express `trust proxy` hops, e.g. `1` behind one nginx or load balancer); `0`: ' +
      "the headers are ignored and the connection's address keys the limits. Never higher than " +
      'the proxies you run: clients could pick their own address.',
  },
  METRICS_TOKEN: {
    group: 'operations',
    kind: 'text',
    secret: true,
    allowed: '24 to 256 printable characters without spaces',
    defaultText: 'empty: `/metrics` is off (`404`)',
    description:
      'Bearer token of `GET /metrics` (Prometheus); a scraper sends ' +
      '`Authorization: Bearer <token>` ([Metrics](operations.md#metrics-and-request-ids))',
  },
  SMTP_URL: {
    group: 'mail',
    kind: 'url',
    protocols: ['smtp:', 'smtps:'],
    secret: true,
    defaultText: 'empty: the local outbox',
    description:
      '`smtp://user:password@host:587` (or `smtps://…:465`); empty, every message is kept in ' +
      "[the outbox](operations.md#e-mail). Holds the mail server's password.",
  },
  MAIL_FROM: {
    group: 'mail',
    kind: 'text',
    allowed: 'an address or "Name" <address>',
    defaultText: `\`${DEFAULT_MAIL_FROM}\` (outbox only)`,
    example: DEFAULT_MAIL_FROM,
    description: 'Sender of every message; required with `SMTP_URL`',
  },
  COMPANY_MAILBOX: {
    group: 'mail',
    kind: 'text',
    allowed: 'an e-mail address',
    defaultText: "Settings' submissions mailbox",
    example: 'contact@example.com',
    description: 'Where each contact message is mailed (Reply-To: the sender)',
  },
  MAIL_WORKER: {
    group: 'mail',
    kind: 'choice',
    values: ON_OFF,
    default: 'on',
    description:
      '`on`: this instance sends queued mail (and runs scheduled backups); `off`: it queues mail ' +
      'but leaves sending to the others',
  },
  SPRAY_FORECAST_PROVIDER: {
    group: 'forecast',
    kind: 'choice',
    values: ['eccc-geomet', 'open-meteo', 'none'],
    default: 'eccc-geomet',
    description:
      "`eccc-geomet`: Environment and Climate Change Canada's MSC GeoMet (HRDPS, open licence, " +
      'commercial use allowed with attribution); `open-meteo`: Open-Meteo with a customer key ' +
      '(`SPRAY_OPEN_METEO_API_KEY` required; its free API is non-commercial); `none`: no ' +
      'forecast, the page offers manual mode only',
  },
  SPRAY_GEOMET_URL: {
    group: 'forecast',
    kind: 'url',
    protocols: ['http:', 'https:'],
    defaultText: '`https://geo.weather.gc.ca/geomet`',
    description: 'MSC GeoMet WMS endpoint (tests point it at a fixture server on 127.0.0.1)',
  },
  SPRAY_OPEN_METEO_URL: {
    group: 'forecast',
    kind: 'url',
    protocols: ['http:', 'https:'],
    defaultText: '`https://customer-api.open-meteo.com/v1/forecast`',
    description: "Open-Meteo's customer forecast endpoint",
  },
  SPRAY_OPEN_METEO_API_KEY: {
    group: 'forecast',
    kind: 'text',
    secret: true,
    allowed: '8 to 200 printable characters without spaces',
    defaultText: 'empty',
    description: "The company's Open-Meteo key; required with `SPRAY_FORECAST_PROVIDER=open-meteo`",
  },
  SPRAY_FORECAST_TIMEOUT_MS: {
    group: 'forecast',
    kind: 'integer',
    default: 30_000,
    max: 300_000,
    min: 1,
    description:
      "Longest one cell's fetch from the provider may take (GeoMet answers one layer and hour " +
      'per request, about 320 requests a cell); past it the fetch counts as failed',
  },
  SPRAY_FORECAST_WAIT_MS: {
    group: 'forecast',
    kind: 'integer',
    default: 1500,
    max: 10_000,
    min: 1,
    description:
      'Longest a page or query waits for a forecast that is not cached; past it the answer is ' +
      '"forecast unavailable" with manual mode, while the fetch goes on for the next visitor',
  },
  SPRAY_BREAKER_FAILURES: {
    group: 'forecast',
    kind: 'integer',
    default: 3,
    max: 100,
    min: 1,
    description:
      "Failed fetches in a row after which this instance's circuit breaker opens: the provider " +
      'is not asked again until `SPRAY_BREAKER_COOLDOWN_MS` has passed',
  },
  SPRAY_BREAKER_COOLDOWN_MS: {
    group: 'forecast',
    kind: 'integer',
    default: 60_000,
    max: 3_600_000,
    min: 1,
    description: 'How long an open circuit breaker answers "forecast unavailable" at once',
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;

/** The names of the settings of one kind, for the parser's typed readers. */
export type SettingNameOf<K extends Setting['kind']> = {
  [N in SettingName]: (typeof SETTINGS)[N]['kind'] extends K ? N : never;
}[SettingName];

/** The values a choice setting allows, as a type (`'on' | 'off'`). */
export type ChoiceOf<N extends SettingNameOf<'choice'>> = (typeof SETTINGS)[N]['values'][number];
