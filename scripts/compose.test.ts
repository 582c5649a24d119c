import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No Docker engine runs on our machines, so the compose wiring is checked by reading the files.
const root = join(import.meta.dirname, '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

const caddyfile = readFileSync(join(root, 'deploy', 'Caddyfile'), 'utf8');

/** A `${NAME:?why}` reference: the value must come from the environment, or compose stops. */
const REQUIRED_SECRET = /^\$\{[A-Z_]+:\?.+\}$/;

describe('docker-compose.yml', () => {
  const { db, minio, bucket, app, proxy } = compose.services;

  it('runs the official postgres image with a named volume and a healthcheck', () => {
    expect(db.image).toMatch(/^postgres:\d+/);
    const [volume] = db.volumes[0].split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(db.healthcheck.test.join(' ')).toContain('pg_isready');
  });

  it('starts the app only once the database is healthy and the bucket exists', () => {
    expect(app.depends_on.db.condition).toBe('service_healthy');
    expect(app.depends_on.bucket.condition).toBe('service_completed_successfully');
    expect(bucket.depends_on.minio.condition).toBe('service_healthy');
  });

  it("wires the app's DATABASE_URL to the db service's database and user", () => {
    const url = new URL(app.environment.DATABASE_URL.replace(/\$\{[^}]+\}/g, 'secret'));
    expect(url.hostname).toBe('db');
    expect(url.username).toBe(db.environment.POSTGRES_USER);
    expect(url.pathname).toBe(`/${db.environment.POSTGRES_DB}`);
  });

  it('takes every secret from the environment and requires it', () => {
    for (const value of [
      db.environment.POSTGRES_PASSWORD,
      minio.environment.MINIO_ROOT_PASSWORD,
      bucket.environment.MINIO_ROOT_PASSWORD,
      bucket.environment.MINIO_SITE_PASSWORD,
      app.environment.JWT_SECRET,
      app.environment.ADMIN_USERNAME,
      app.environment.ADMIN_PASSWORD,
      app.environment.S3_SECRET_ACCESS_KEY,
    ]) {
      expect(value).toMatch(REQUIRED_SECRET);
    }
    expect(app.environment.NODE_ENV).toBe('production');
  });

  it('keeps uploads in the MinIO bucket the bucket job makes, not on a replica', () => {
    expect(app.build.dockerfile).toBe('Dockerfile');
    expect(app.volumes).toBeUndefined();
    expect(minio.image).toMatch(/^minio\/minio/);
    expect(minio.healthcheck.test.join(' ')).toContain('mc ready local');
    const [volume] = minio.volumes[0].split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(new URL(app.environment.S3_ENDPOINT).hostname).toBe('minio');
    const script = bucket.entrypoint.join(' ');
    expect(script).toContain(`mc mb --ignore-existing store/${app.environment.S3_BUCKET}`);
    // The app has a MinIO user of its own, allowed its bucket only, never the root keys.
    expect(app.environment.S3_ACCESS_KEY_ID).not.toBe(minio.environment.MINIO_ROOT_USER);
    expect(app.environment.S3_SECRET_ACCESS_KEY).toBe(bucket.environment.MINIO_SITE_PASSWORD);
    expect(script).toContain(
      `mc admin user add store ${app.environment.S3_ACCESS_KEY_ID} "$$MINIO_SITE_PASSWORD"`,
    );
    expect(script).toContain(`arn:aws:s3:::${app.environment.S3_BUCKET}/*`);
    expect(script).toContain(`--user ${app.environment.S3_ACCESS_KEY_ID}`);
  });

  it('lets the app scale: no published port, a health check, rolling updates', () => {
    expect(app.ports).toBeUndefined();
    expect(app.container_name).toBeUndefined();
    expect(app.expose).toEqual(['4000']);
    expect(app.healthcheck.test.join(' ')).toContain('/readyz');
    expect(app.deploy.update_config).toMatchObject({ parallelism: 1, order: 'start-first' });
    expect(app.stop_grace_period).toBeDefined();
  });

  it('puts Caddy in front, with its config from the repository, and trusts that one proxy', () => {
    expect(proxy.image).toMatch(/^caddy:2/);
    expect(proxy.ports.map((port: string) => port.split(':').at(-1))).toContain('80');
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(proxy.depends_on.app.condition).toBe('service_healthy');
    expect(app.environment.TRUST_PROXY).toBe(1);
  });
});

describe('deploy/Caddyfile', () => {
  it('balances over every replica of the app service, found through DNS', () => {
    expect(caddyfile).toMatch(/dynamic a \{\s*name app\s*port 4000/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(caddyfile).toMatch(/lb_try_duration \d+s/);
    expect(caddyfile).toMatch(/fail_duration \d+s/);
  });

  it('keeps /metrics to direct scrapes of each replica', () => {
    expect(caddyfile).toMatch(/respond \/metrics 404/);
  });

  it("replaces a client's X-Request-Id with its own", () => {
    expect(caddyfile).toMatch(/request_header X-Request-Id \{http\.request\.uuid\}/);
  });
});

describe('Dockerfile', () => {
  it('builds in one stage and runs a slim image as a non-root user', () => {
    const stages = dockerfile.match(/^FROM .+$/gm) ?? [];
    expect(stages).toHaveLength(2);
    expect(stages[1]).toMatch(/slim AS runtime/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/COPY --from=build/);
    expect(dockerfile).toMatch(
      /^CMD \["node", "--max-old-space-size=256", "backend\/dist\/main.js"\]$/m,
    );
  });
});
