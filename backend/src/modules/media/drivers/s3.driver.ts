import type { PutObjectCommandInput, S3Client } from '@aws-sdk/client-s3';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../../../config.js';
import {
  assertStorageKey,
  contentTypeOf,
  isStorageKey,
  type ByteRange,
  type FileBody,
  type OpenedFile,
  type StorageDriver,
  type StoredFile,
} from '../storage.types.js';

type Sdk = typeof import('@aws-sdk/client-s3');

/** An error the service answered: its name (`NoSuchKey`) and HTTP status. */
interface ServiceError {
  name: string;
  $metadata?: { httpStatusCode?: number };
}

/** The HTTP status of an S3 answer that was an error; undefined for a network failure. */
function statusOf(error: unknown): number | undefined {
  return (error as ServiceError | undefined)?.$metadata?.httpStatusCode;
}

/** A pass-through that fails when more or fewer than `size` bytes go through it. */
function exactly(key: string, size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new Error(`${key}: more than the ${size} bytes announced`) : null, chunk);
    },
    flush(done) {
      done(seen < size ? new Error(`${key}: ${seen} bytes of the ${size} announced`) : null);
    },
  });
}

/** Why a bucket could not be used, in words an operator can act on. */
function reason(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return 'there is no such bucket';
  if (status === 403) return 'access denied: the access keys are wrong or may not use it';
  if (status === 301 || status === 400) {
    return `the service answered ${status}: another region or endpoint may be needed`;
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `its host name was not found (${code}); a MinIO or other service under a host name of its own needs S3_PATH_STYLE=on`;
  }
  return code ? `${code}: ${(error as Error).message}` : (error as Error).message;
}

/**
 * Files in a bucket of an S3-compatible service (AWS S3, MinIO, Cloudflare R2), through the AWS
 * SDK: what several replicas share. The SDK is loaded at the first use, so a site on the local
 * disk never loads it. Checksums are sent and checked only where S3 requires them, as services
 * other than AWS do not all accept the newer checksum headers. Listing pages with ListObjects
 * and the last key as the marker, which AWS, MinIO, R2 and s3rver all answer alike (s3rver
 * cannot make ListObjectsV2's continuation tokens under OpenSSL 3).
 */
export class S3Driver implements StorageDriver {
  readonly name = 's3' as const;
  readonly location: string;
  private readonly bucket: string;
  private readonly listPageSize: number;
  private connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(
    private readonly config: S3Config,
    options: { listPageSize?: number } = {},
  ) {
    this.bucket = config.bucket;
    this.location = `s3://${config.bucket} at ${config.endpoint}`;
    this.listPageSize = options.listPageSize ?? 1000;
  }

  /** The SDK and the client, made once. */
  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    const { config } = this;
    this.connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: config.pathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A service that does not answer costs a request seconds, not a hung connection.
        requestHandler: { connectionTimeout: 5000, socketTimeout: 60_000 },
      }),
    }));
    return this.connecting;
  }

  async check(): Promise<void> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new Error(
        `The bucket ${this.location} cannot be used: ${reason(error)}. Check S3_ENDPOINT, ` +
          'S3_BUCKET, S3_REGION, S3_PATH_STYLE, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
        { cause: error },
      );
    }
  }

  async write(key: string, body: FileBody): Promise<void> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    const put = (Body: PutObjectCommandInput['Body'], ContentLength: number) =>
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body,
        ContentLength,
        ContentType: contentTypeOf(key),
      });
    if (body instanceof Uint8Array) {
      await client.send(put(body, body.length));
      return;
    }
    // The SDK pipes a body without listening for its errors: it is fed through a stream of ours
    // that checks the length, and whichever side fails first stops the other, so a source that
    // breaks (or ends short) aborts the upload instead of leaving it waiting.
    const sized = exactly(key, body.size);
    const abort = new AbortController();
    let failure: unknown;
    const fail = (error: unknown) => {
      failure ??= error;
      abort.abort();
      sized.destroy();
    };
    await Promise.all([
      pipeline(body.stream, sized).catch(fail),
      client.send(put(sized, body.size), { abortSignal: abort.signal }).catch(fail),
    ]);
    if (failure !== undefined) throw failure;
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        lastModified: head.LastModified ?? new Date(0),
        etag: head.ETag ?? '""',
      };
    } catch (error) {
      // A HEAD answer has no body to tell a missing object from a missing bucket: check() does.
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<OpenedFile | undefined> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`${key}: the answer has no body`);
      // With a range, the whole object's size is the part after '/' of `bytes 0-99/1234`.
      const total = range ? Number(/\/(\d+)$/.exec(object.ContentRange ?? '')?.[1]) : NaN;
      return {
        key,
        size: range ? total : (object.ContentLength ?? 0),
        lastModified: object.LastModified ?? new Date(0),
        etag: object.ETag ?? '""',
        body: object.Body,
      };
    } catch (error) {
      if ((error as ServiceError | undefined)?.name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<StoredFile> {
    const { sdk, client } = await this.connect();
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(
        new sdk.ListObjectsCommand({
          Bucket: this.bucket,
          MaxKeys: this.listPageSize,
          Marker: marker,
        }),
      );
      const objects = page.Contents ?? [];
      for (const object of objects) {
        // A console's "folder" marker (`photos/`) is no file.
        if (!object.Key || !isStorageKey(object.Key)) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
          etag: object.ETag ?? '""',
        };
      }
      const last = objects.at(-1)?.Key;
      if (!page.IsTruncated || !last) return;
      marker = last;
    }
  }

  async close(): Promise<void> {
    const connected = this.connecting;
    this.connecting = undefined;
    if (connected) (await connected).client.destroy();
  }
}
