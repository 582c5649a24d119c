import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../test/s3-server.js';
import { readAll, type StorageDriver, type StoredFile } from '../storage.types.js';
import { LocalDriver } from './local.driver.js';
import { S3Driver } from './s3.driver.js';

/*
 * The storage drivers' contract, one suite run against both: the local folder and a bucket of a
 * real S3-compatible server in the process (s3rver). What the site does with files (uploads,
 * serving, backups, storage:migrate) relies on nothing else.
 */

let s3: S3TestServer;
let work: string;
const drivers: StorageDriver[] = [];
/** Buckets not handed out yet: each empty store of the S3 runs gets one of its own. */
const freeBuckets: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'prairie-drivers-'));
  s3 = await startS3Server(6);
  freeBuckets.push(...s3.buckets);
});

afterAll(async () => {
  for (const driver of drivers) await driver.close();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

/** An empty store of each kind; the S3 one lists two objects a page, so listing pages. */
const BACKENDS: [string, () => StorageDriver][] = [
  ['local disk', () => new LocalDriver(join(work, randomUUID()))],
  ['S3 (s3rver)', () => new S3Driver(s3.config(freeBuckets.pop()), { listPageSize: 2 })],
];

const bytes = (text: string) => new TextEncoder().encode(text);

async function contentOf(driver: StorageDriver, key: string): Promise<string | undefined> {
  const opened = await driver.read(key);
  return opened && (await readAll(opened.body)).toString('utf8');
}

async function listed(driver: StorageDriver): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for await (const file of driver.list()) files.push(file);
  return files;
}

describe.each(BACKENDS)('the %s driver', (_name, make) => {
  let store: StorageDriver;

  beforeAll(async () => {
    store = make();
    drivers.push(store);
    await store.check();
  });

  it('stores bytes and reads them back with their size, time and ETag', async () => {
    const key = `${randomUUID()}.png`;
    const before = Date.now();
    await store.write(key, bytes('not really a png'));
    expect(await contentOf(store, key)).toBe('not really a png');
    const stat = await store.stat(key);
    expect(stat).toMatchObject({ key, size: 16 });
    expect(stat!.etag).toMatch(/^(W\/)?".+"$/);
    // Stores keep whole seconds at best.
    expect(stat!.lastModified.getTime()).toBeGreaterThanOrEqual(before - 2000);
    const opened = await store.read(key);
    expect(opened).toMatchObject({ key, size: 16, etag: stat!.etag });
    await readAll(opened!.body);
  });

  it('stores a stream of known length (a restore, storage:migrate)', async () => {
    const key = `${randomUUID()}.pdf`;
    const parts = ['%PDF-1.4\n', 'x'.repeat(70_000), '\n%%EOF\n'];
    const size = parts.reduce((sum, part) => sum + part.length, 0);
    await store.write(key, { stream: Readable.from(parts.map((p) => Buffer.from(p))), size });
    expect(await contentOf(store, key)).toBe(parts.join(''));
    expect((await store.stat(key))?.size).toBe(size);
  });

  it('reads a byte range, telling the size of the whole file', async () => {
    const key = `${randomUUID()}.webp`;
    await store.write(key, bytes('0123456789'));
    const part = await store.read(key, { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect((await readAll(part!.body)).toString()).toBe('2345');
    const last = await store.read(key, { start: 9, end: 9 });
    expect((await readAll(last!.body)).toString()).toBe('9');
  });

  it('answers undefined for a missing file, and deletes one once (then again, quietly)', async () => {
    const key = `${randomUUID()}.gif`;
    expect(await store.stat(key)).toBeUndefined();
    expect(await store.read(key)).toBeUndefined();
    await store.write(key, bytes('gif'));
    await store.remove(key);
    expect(await store.stat(key)).toBeUndefined();
    expect(await store.read(key)).toBeUndefined();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('refuses a key that could leave the store, and writes nothing for it', async () => {
    for (const key of ['../escape.png', '/etc/passwd', 'a//b.png', 'a/./b.png', 'a\\b.png', '']) {
      await expect(store.write(key, bytes('x'))).rejects.toThrow('Not a storage key');
      await expect(store.stat(key)).rejects.toThrow('Not a storage key');
      await expect(store.read(key)).rejects.toThrow('Not a storage key');
      await expect(store.remove(key)).rejects.toThrow('Not a storage key');
    }
    expect(await listed(store)).not.toContainEqual(
      expect.objectContaining({ key: expect.stringContaining('escape') }),
    );
  });

  it('lists every file in key order, nested keys too, through several pages', async () => {
    const empty = make();
    drivers.push(empty);
    await empty.check();
    expect(await listed(empty)).toEqual([]);
    const keys = ['b.png', 'a.jpg', 'sub/c.pdf', 'c-480w.avif', 'd.gif'];
    for (const [index, key] of keys.entries()) await empty.write(key, bytes('x'.repeat(index)));
    const files = await listed(empty);
    expect(files.map((file) => file.key)).toEqual([...keys].sort());
    expect(files.find((file) => file.key === 'sub/c.pdf')?.size).toBe(2);
    expect(files.every((file) => file.lastModified instanceof Date && file.etag)).toBe(true);
  });

  it('fails the write of a stream that fails half way, and keeps no complete file of it', async () => {
    const key = `${randomUUID()}.pdf`;
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('the archive could not be read'));
      },
    });
    await expect(store.write(key, { stream: failing, size: 256 * 1024 })).rejects.toThrow(
      'the archive could not be read',
    );
    const left = await store.stat(key);
    // S3 makes an object only of a whole upload; s3rver writes in place and may keep the part
    // that came before the upload was cut off.
    if (store.name === 'local') expect(left).toBeUndefined();
    else expect(left?.size ?? 0).toBeLessThan(256 * 1024);
  });

  it('fails the write of a stream shorter than announced', async () => {
    const key = `${randomUUID()}.pdf`;
    const short = Readable.from([Buffer.from('only part of it')]);
    await expect(store.write(key, { stream: short, size: 1000 })).rejects.toThrow();
    expect((await store.stat(key))?.size ?? 0).toBeLessThan(1000);
  });
});

describe('the local driver', () => {
  it('never writes over a file, and keeps the one there', async () => {
    const store = new LocalDriver(join(work, 'once'));
    await store.write('a.png', bytes('first'));
    await expect(store.write('a.png', bytes('second'))).rejects.toThrow(/EEXIST/);
    await expect(
      store.write('a.png', { stream: Readable.from([Buffer.from('third')]), size: 5 }),
    ).rejects.toThrow(/EEXIST/);
    expect(await contentOf(store, 'a.png')).toBe('first');
    expect(await readdir(join(work, 'once'))).toEqual(['a.png']);
  });

  it('gives the ETag express.static gave (size and time in hex)', async () => {
    const store = new LocalDriver(join(work, 'etag'));
    await store.write('a.png', bytes('12345'));
    const stat = await store.stat('a.png');
    expect(stat!.etag).toBe(`W/"5-${stat!.lastModified.getTime().toString(16)}"`);
  });
});

describe('the S3 driver', () => {
  it('says which bucket cannot be used and what to check', async () => {
    const missing = new S3Driver({ ...s3.config(), bucket: 'no-such-bucket' });
    drivers.push(missing);
    await expect(missing.check()).rejects.toThrow(
      `The bucket s3://no-such-bucket at ${s3.endpoint} cannot be used: there is no such bucket. ` +
        'Check S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_PATH_STYLE, S3_ACCESS_KEY_ID and ' +
        'S3_SECRET_ACCESS_KEY.',
    );
  });

  it('stores each file with the content type of its name', async () => {
    const store = new S3Driver(s3.config(s3.buckets[0]));
    drivers.push(store);
    await store.write('x.avif', bytes('avif'));
    await store.write('x.pdf', bytes('pdf'));
    const types = await Promise.all(
      ['x.avif', 'x.pdf'].map(async (key) => {
        const res = await fetch(`${s3.endpoint}/${s3.buckets[0]}/${key}`, { method: 'HEAD' });
        return res.headers.get('content-type');
      }),
    );
    expect(types).toEqual(['image/avif', 'application/pdf']);
  });
});
