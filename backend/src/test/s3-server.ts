import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';

/** The access keys s3rver knows (its built-in account). */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  /** `http://127.0.0.1:port`. */
  endpoint: string;
  /** The settings of bucket `bucket` (default: the first), as config reads them. */
  config(bucket?: string): S3Config;
  /** The same as environment variables, for createTestApp. */
  env(bucket?: string): Record<string, string>;
  buckets: string[];
  /** Stops the server and deletes its files. */
  close(): Promise<void>;
}

/**
 * A real S3-compatible server in the test process (s3rver), on 127.0.0.1 at a port of its own,
 * keeping its objects in a temporary folder: the app's S3 driver talks to it as to any bucket
 * service. `buckets` are made empty, with names of this server's own.
 */
export async function startS3Server(buckets = 1): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'prairie-s3-'));
  const suffix = randomBytes(4).toString('hex');
  const names = Array.from({ length: buckets }, (_, i) => `site-${suffix}-${i + 1}`);
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: names.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = (bucket = names[0]!): S3Config => ({
    endpoint,
    bucket,
    region: 'us-east-1',
    ...S3RVER_KEYS,
    pathStyle: true,
  });
  return {
    endpoint,
    buckets: names,
    config,
    env: (bucket = names[0]!) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
