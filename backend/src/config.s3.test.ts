import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/* The S3 settings (issue 26): all of them or none, and nothing half-configured starts. */

const SECRET = 'x'.repeat(40);
const S3 = {
  S3_ENDPOINT: 'http://minio:9000/',
  S3_BUCKET: 'prairie-uploads',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'prairie',
  S3_SECRET_ACCESS_KEY: 'a-secret-that-is-never-shown',
};

describe('S3 storage settings', () => {
  it('keeps uploads in UPLOAD_DIR when no S3 setting is given', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).s3).toBeUndefined();
  });

  it('reads a complete bucket configuration, path-style by default', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, ...S3 }).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'prairie-uploads',
      region: 'us-east-1',
      accessKeyId: 'prairie',
      secretAccessKey: 'a-secret-that-is-never-shown',
      pathStyle: true,
    });
    expect(loadConfig({ JWT_SECRET: SECRET, ...S3, S3_PATH_STYLE: 'off' }).s3?.pathStyle).toBe(
      false,
    );
  });

  it('refuses S3_BUCKET without the settings that go with it, naming each', () => {
    expect(() =>
      loadConfig({ JWT_SECRET: SECRET, S3_BUCKET: 'prairie-uploads', S3_REGION: 'auto' }),
    ).toThrow(
      'S3_BUCKET is set, so S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are required too',
    );
    const { S3_SECRET_ACCESS_KEY: _secret, ...noSecret } = S3;
    expect(() => loadConfig({ JWT_SECRET: SECRET, ...noSecret })).toThrow(
      'S3_BUCKET is set, so S3_SECRET_ACCESS_KEY is required too',
    );
  });

  it('refuses S3 settings without S3_BUCKET rather than ignoring them', () => {
    const { S3_BUCKET: _bucket, ...noBucket } = S3;
    expect(() => loadConfig({ JWT_SECRET: SECRET, ...noBucket })).toThrow(
      'S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is ' +
        'not: set S3_BUCKET to keep uploads in a bucket, or remove them to keep uploads in UPLOAD_DIR',
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, S3_PATH_STYLE: 'on' })).toThrow(
      'S3_PATH_STYLE is set but S3_BUCKET is not',
    );
  });

  it('refuses a bad endpoint, bucket name or path style, and never shows the secret', () => {
    let message = '';
    try {
      loadConfig({
        JWT_SECRET: SECRET,
        ...S3,
        S3_ENDPOINT: 'minio:9000',
        S3_BUCKET: 'Prairie_Uploads',
        S3_PATH_STYLE: 'yes',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('S3_ENDPOINT must start with http:// or https://');
    expect(message).toContain(
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "Prairie_Uploads")',
    );
    expect(message).toContain('S3_PATH_STYLE must be one of on, off (got "yes")');
    expect(message).not.toContain(S3.S3_SECRET_ACCESS_KEY);
  });
});
