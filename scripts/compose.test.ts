import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No Docker engine runs on our machines, so the compose wiring is checked by reading the files.
const root = join(import.meta.dirname, '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  const { db, app } = compose.services;

  it('runs the official postgres image with a named volume and a healthcheck', () => {
    expect(db.image).toMatch(/^postgres:\d+/);
    const [volume] = db.volumes[0].split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(db.healthcheck.test.join(' ')).toContain('pg_isready');
  });

  it('starts the app only once the database is healthy', () => {
    expect(app.depends_on.db.condition).toBe('service_healthy');
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
      app.environment.JWT_SECRET,
      app.environment.ADMIN_USERNAME,
      app.environment.ADMIN_PASSWORD,
    ]) {
      expect(value).toMatch(/^\$\{[A-Z_]+:\?.+\}$/);
    }
    expect(app.environment.NODE_ENV).toBe('production');
  });

  it('builds the app from the multi-stage Dockerfile and keeps uploads on a volume', () => {
    expect(app.build.dockerfile).toBe('Dockerfile');
    const [volume, target] = app.volumes[0].split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(target).toBe(app.environment.UPLOAD_DIR);
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
