import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WORKER from '../../../public/apps/sw.js?raw';

/*
 * The tools' service worker (public/apps/sw.js), run here on a Cache Storage of the test's that
 * follows the Cache API (put replaces, match hands out a copy) but lists its keys sorted by
 * address, as a browser is free to: the worker must find the newest addresses by itself.
 * The end-to-end suite runs the same worker in Chromium (farm-tools and spray-conditions).
 */

const ORIGIN = 'https://www.example.com';
const SPRAY = '/apps/spray-conditions';

interface Kept {
  body: ArrayBuffer;
  init: ResponseInit;
}

type Input = string | { url: string };
const addressOf = (input: Input) =>
  new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;

class TestCache {
  readonly entries = new Map<string, Kept>();

  constructor(
    private readonly network: (input: Input) => Promise<Response>,
    /** Storing waits for it: a slow disk, for as long as a test holds it. */
    private readonly disk: () => Promise<void> = async () => undefined,
  ) {}

  async put(input: Input, response: Response) {
    await this.disk();
    const init = { status: response.status, headers: [...response.headers] };
    this.entries.set(addressOf(input), { body: await response.arrayBuffer(), init });
  }

  async match(input: Input) {
    const kept = this.entries.get(addressOf(input));
    return kept ? new Response(kept.body.slice(0), kept.init) : undefined;
  }

  async keys() {
    return [...this.entries.keys()].sort().map((url) => ({ url }));
  }

  async delete(input: Input) {
    return this.entries.delete(addressOf(input));
  }

  async add(input: Input) {
    const response = await this.network(input);
    if (!response.ok) throw new TypeError(`${addressOf(input)}: ${response.status}`);
    await this.put(input, response);
  }
}

/**
 * The worker installed and activated on a network that answers every page with its own address,
 * beside the caches named `existing` (of an older worker, or of another app).
 */
async function installWorker(existing: string[] = []) {
  let online = true;
  const network = async (input: Input) => {
    if (!online) throw new TypeError('Failed to fetch');
    const url = new URL(addressOf(input));
    return new Response(`page ${url.pathname}${url.search}`, {
      headers: { 'content-type': 'text/html' },
    });
  };
  let diskFree: Promise<void> = Promise.resolve();
  const disk = () => diskFree;
  const stores = new Map(existing.map((name) => [name, new TestCache(network, disk)]));
  const caches = {
    open: async (name: string) =>
      stores.get(name) ?? stores.set(name, new TestCache(network, disk)).get(name)!,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const listeners = new Map<string, (event: object) => void>();
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: object) => void) =>
      listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  // The worker's own source, with this test's self, caches and fetch in place of a browser's.
  new Function('self', 'caches', 'fetch', WORKER)(self, caches, network);
  for (const type of ['install', 'activate']) {
    const done: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (promise: Promise<unknown>) => done.push(promise) });
    await Promise.all(done);
  }

  /**
   * A navigation to `path`, answered by the worker: the text of the page it gave, and the work it
   * went on with afterwards (the event's `waitUntil`), done.
   */
  const navigate = (path: string) => {
    let answer: Promise<Response> | undefined;
    const after: Promise<unknown>[] = [];
    listeners.get('fetch')!({
      request: { method: 'GET', mode: 'navigate', url: `${ORIGIN}${path}` },
      respondWith: (response: Promise<Response>) => (answer = response),
      waitUntil: (promise: Promise<unknown>) => after.push(promise),
    });
    if (!answer) throw new Error(`the worker let ${path} through`);
    return {
      text: answer.then((response) => response.text()),
      done: answer.then(() => Promise.all(after)),
    };
  };
  /** A navigation to `path` and what the worker kept of it: the text of the page it gave. */
  const open = async (path: string) => {
    const { text, done } = navigate(path);
    await done;
    return text;
  };
  /** The addresses of a tool page with a query, as the worker's cache holds them. */
  const keptAddresses = (tool: string) => {
    const cache = [...stores.entries()].find(([name]) => !existing.includes(name))![1];
    return [...cache.entries.keys()]
      .map((href) => new URL(href))
      .filter((url) => url.pathname === tool && url.search !== '')
      .map((url) => url.search);
  };
  return {
    open,
    navigate,
    /** Storing waits until the returned function is called. */
    holdDisk: () => {
      let free = () => undefined as void;
      diskFree = new Promise((resolve) => (free = resolve));
      return () => {
        free();
        diskFree = Promise.resolve();
      };
    },
    keptAddresses,
    cacheNames: () => [...stores.keys()],
    setOnline: (value: boolean) => (online = value),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T13:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** A minute later: each visit after the one before. */
const later = () => vi.setSystemTime(Date.now() + 60_000);

describe('the tools’ offline worker', () => {
  it('keeps the newest ten addresses of a tool, and opens the others offline as its page', async () => {
    const worker = await installWorker();
    for (let place = 1; place <= 12; place += 1) {
      later();
      expect(await worker.open(`${SPRAY}?place=${place}`)).toBe(`page ${SPRAY}?place=${place}`);
    }
    later();
    await worker.open('/apps/salt-index?p=reference-urea');

    // Places 1 and 2 were the oldest: dropped, though their addresses sort among the others.
    expect(worker.keptAddresses(SPRAY).sort()).toEqual(
      [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((place) => `?place=${place}`).sort(),
    );
    // The cap is per tool: the salt index's address stays.
    expect(worker.keptAddresses('/apps/salt-index')).toEqual(['?p=reference-urea']);

    worker.setOnline(false);
    expect(await worker.open(`${SPRAY}?place=12`)).toBe(`page ${SPRAY}?place=12`);
    expect(await worker.open(`${SPRAY}?place=3`)).toBe(`page ${SPRAY}?place=3`);
    // An address no longer kept opens as the tool's page, kept when the worker installed.
    expect(await worker.open(`${SPRAY}?place=1`)).toBe(`page ${SPRAY}`);
    expect(await worker.open('/apps/optimize-calculator?tN=100')).toBe(
      'page /apps/optimize-calculator',
    );
  });

  it('answers a page before its copy is stored, and stores it while the event lives', async () => {
    const worker = await installWorker();
    const release = worker.holdDisk();
    const { text, done } = worker.navigate(`${SPRAY}?place=7`);
    let stored = false;
    void done.then(() => (stored = true));
    expect(await text).toBe(`page ${SPRAY}?place=7`);
    expect(stored).toBe(false);
    release();
    await done;
    expect(worker.keptAddresses(SPRAY)).toEqual(['?place=7']);
  });

  it('counts an address opened again as new', async () => {
    const worker = await installWorker();
    for (let place = 1; place <= 10; place += 1) {
      later();
      await worker.open(`${SPRAY}?place=${place}`);
    }
    later();
    await worker.open(`${SPRAY}?place=1`);
    later();
    await worker.open(`${SPRAY}?place=11`);
    const kept = worker.keptAddresses(SPRAY);
    expect(kept).toHaveLength(10);
    expect(kept).toContain('?place=1');
    expect(kept).not.toContain('?place=2');
  });

  it('drops the cache of an older worker, whose addresses had no cap, and no other', async () => {
    const worker = await installWorker(['farm-tools-v1', 'another-app']);
    expect(worker.cacheNames()).toEqual([
      'another-app',
      expect.stringMatching(/^farm-tools-v\d+$/),
    ]);
    expect(worker.cacheNames()).not.toContain('farm-tools-v1');
  });
});
