import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_ADMIN_USERNAME, loadConfig } from './config.js';

const SECRET = 'x'.repeat(40);

describe('loadConfig', () => {
  it('gives documented defaults for the local quick start', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config.port).toBe(4000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.adminUsername).toBe(DEV_ADMIN_USERNAME);
    expect(config.logLevel).toBe('info');
    expect(config.graphqlExplorer).toBe(true);
  });

  it('switches the GraphQL explorer off with GRAPHQL_EXPLORER=off and refuses other values', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, GRAPHQL_EXPLORER: 'off' }).graphqlExplorer).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET, GRAPHQL_EXPLORER: 'on' }).graphqlExplorer).toBe(true);
    expect(() => loadConfig({ JWT_SECRET: SECRET, GRAPHQL_EXPLORER: 'no' })).toThrow(
      'GRAPHQL_EXPLORER must be one of on, off (got "no")',
    );
  });

  it('names every bad variable in one clear message', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        JWT_SECRET: SECRET,
      }),
    ).toThrow(
      expect.objectContaining({
        name: 'ConfigError',
        message: expect.stringMatching(
          /PORT must be a whole number[\s\S]*DATABASE_URL must start with postgres:\/\/[\s\S]*LOG_LEVEL must be one of/,
        ),
      }),
    );
  });

  it('runs the production builds and keeps the local conveniences on a loopback address', () => {
    for (const PUBLIC_URL of [undefined, 'http://127.0.0.1:4000', 'http://[::1]:4000']) {
      const DATA_DIR = mkdtempSync(join(tmpdir(), 'config-test-'));
      const config = loadConfig({ PUBLIC_URL, DATA_DIR });
      expect(config.nodeEnv).toBe('production');
      expect(config.localDefaults).toBe(true);
      expect(config.adminUsername).toBe(DEV_ADMIN_USERNAME);
      expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    }
  });

  it('refuses the local conveniences once PUBLIC_URL names a real address, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['production', 'development']) {
      let error: unknown;
      try {
        loadConfig({ NODE_ENV, PUBLIC_URL: 'https://www.example.com', JWT_SECRET: 'short' });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('JWT_SECRET must be at least 32 bytes long');
      expect(message).toContain(
        'ADMIN_USERNAME is required when PUBLIC_URL is not a local address (https://www.example.com)',
      );
      expect(message).toContain(
        'ADMIN_PASSWORD is required when PUBLIC_URL is not a local address',
      );
    }
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      ADMIN_USERNAME: 'office',
      ADMIN_PASSWORD: 'a-long-enough-password',
      PUBLIC_URL: 'https://www.example.com/',
      DATABASE_URL: 'postgres://app:pw@db:5432/prairie',
      PORT: '8080',
    });
    expect(config.isProduction).toBe(true);
    expect(config.localDefaults).toBe(false);
    expect(config.publicUrl).toBe('https://www.example.com');
    expect(config.port).toBe(8080);
    expect(config.adminUsername).toBe('office');
  });
});
