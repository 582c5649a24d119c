// @ts-check
// Issue 26's storage budget: an uploaded image served through our server from an S3-compatible
// bucket (s3rver, in this process, as the tests use it) against the same image from local disk.
// Two built servers, one per backend, each get the same photo uploaded through the admin API;
// then each file is fetched one request after another, as a browser without a cached copy would.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { timeSequential } from './http-client.mjs';
import { runAlone, startTarget } from './target.mjs';

const root = join(import.meta.dirname, '..', '..');

export const STORAGE_BENCH = {
  /** Requests per file and backend, after the warm-up. */
  count: 300,
  warmUp: 30,
  /** What S3 may add at the median over local disk. */
  addedMs: 5,
  /** The uploaded photo: a 1600 × 1067 JPEG of noise (so it compresses as a photo does). */
  width: 1600,
  height: 1067,
};

/** An image request as Chrome sends it. */
const IMAGE_HEADERS = {
  accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/**
 * @typedef {object} StorageTiming
 * @property {string} file what was fetched ("original 312 KiB JPEG")
 * @property {number} diskMs median from local disk
 * @property {number} s3Ms median from the bucket
 */

/**
 * @typedef {object} StorageFigures
 * @property {StorageTiming[]} timings the original and its 960w variant
 * @property {number} addedMs the worst of the two medians' differences
 */

/**
 * A bucket on s3rver, the tests' S3-compatible server, started in a process of its own (the
 * "in-process server" of the budget is the tests' one; here it must not share the timing
 * client's event loop), with its S3 settings.
 */
async function startBucket() {
  const directory = await mkdtemp(join(tmpdir(), 'prairie-bench-s3-'));
  const bucket = 'bench-uploads';
  const child = spawn('node', [join(import.meta.dirname, 's3rver.child.mjs'), directory, bucket], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
    child.stdout.once('data', (chunk) => resolve(JSON.parse(String(chunk)).port));
  });
  return {
    settings: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The photo the office would upload. */
async function photo() {
  const { default: sharp } = await import('sharp');
  const { width, height } = STORAGE_BENCH;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6b8e23',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Signs in as the local development admin and uploads `bytes`; answers the paths of the original
 * and of its 960w WebP variant.
 * @param {string} baseUrl
 * @param {Buffer} bytes
 */
async function upload(baseUrl, bytes) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'prairie-dev-password' }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  const { token } = /** @type {{ token: string }} */ (await login.json());
  const form = new FormData();
  form.set('name', 'Canola in flower near Lacombe');
  form.set('category', 'Other');
  form.set('file', new Blob([bytes], { type: 'image/jpeg' }), 'canola.jpg');
  const res = await fetch(`${baseUrl}/api/admin/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`the upload answered ${res.status}: ${await res.text()}`);
  const image =
    /** @type {{ path: string, variants: { url: string, width: number, format: string }[] }} */ (
      await res.json()
    );
  const variant = image.variants.find((v) => v.width === 960 && v.format === 'WEBP');
  if (!variant) throw new Error('the upload made no 960w WebP variant');
  return { original: image.path, variant: variant.url };
}

/**
 * @param {(stop: () => Promise<void>) => void} register
 * @returns {Promise<StorageFigures>}
 */
export async function measureStorage(register) {
  const bucket = await startBucket();
  register(bucket.stop);
  const bytes = await photo();
  const disk = await startTarget(register);
  const s3 = await startTarget(register, bucket.settings);
  const onDisk = await upload(disk.baseUrl, bytes);
  const inBucket = await upload(s3.baseUrl, bytes);
  /** @type {StorageTiming[]} */
  const timings = [];
  for (const [file, key] of /** @type {const} */ ([
    [`original (${Math.round(bytes.length / 1024)} KiB JPEG)`, 'original'],
    ['960w WebP variant', 'variant'],
  ])) {
    const options = {
      count: STORAGE_BENCH.count,
      warmUp: STORAGE_BENCH.warmUp,
      headers: IMAGE_HEADERS,
    };
    // Alternated in halves, so a slower moment of the machine falls on both.
    const diskA = await timeSequential(() => `${disk.baseUrl}${onDisk[key]}`, options);
    const s3A = await timeSequential(() => `${s3.baseUrl}${inBucket[key]}`, options);
    const s3B = await timeSequential(() => `${s3.baseUrl}${inBucket[key]}`, options);
    const diskB = await timeSequential(() => `${disk.baseUrl}${onDisk[key]}`, options);
    timings.push({
      file,
      diskMs: (diskA.median + diskB.median) / 2,
      s3Ms: (s3A.median + s3B.median) / 2,
    });
  }
  await s3.stop();
  await disk.stop();
  return { timings, addedMs: Math.max(...timings.map((t) => t.s3Ms - t.diskMs)) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Run alone: `node scripts/bench/storage.mjs` prints the figures as `npm run bench` takes them.
  await runAlone(measureStorage);
  process.exit(0);
}
