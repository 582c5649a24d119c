import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';
import { TEST_JWT_SECRET } from './test/app.js';
import { startS3Server, type S3TestServer } from './test/s3-server.js';

/* A start with S3 settings checks the bucket first (issue 26). */

let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

it('stops a start whose bucket cannot be used, saying why, before touching the database', async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    // Never reached: the bucket is checked first.
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    PORT: '0',
    HOST: '127.0.0.1',
    ...s3.env(),
    S3_BUCKET: 'no-such-bucket',
  });
  await expect(startServer(config, createLogger('silent'))).rejects.toThrow(
    `The bucket s3://no-such-bucket at ${s3.endpoint} cannot be used: there is no such bucket.`,
  );
});
