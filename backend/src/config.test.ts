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

  it('refuses to start in production without real secrets', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('JWT_SECRET must be at least 32 bytes long');
    expect(message).toContain('ADMIN_USERNAME is required when NODE_ENV=production');
    expect(message).toContain('ADMIN_PASSWORD is required when NODE_ENV=production');
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
    expect(config.publicUrl).toBe('https://www.example.com');
    expect(config.port).toBe(8080);
    expect(config.adminUsername).toBe('office');
  });
});
