import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy a test puts between the app and PostgreSQL, to cut the database off and bring it
 * back without touching the shared server:
 *
 * - `stall()`: packets are dropped, as on a dead network link. Open connections stay open but
 *   nothing passes either way (what is sent is held, as TCP retransmits it); new connections are
 *   accepted and hear nothing back.
 * - `refuse()`: as during a restart. Open connections are cut and new ones closed at once.
 * - `restore()`: the link is back. Held bytes are delivered in order and traffic flows again.
 */
export interface TcpProxy {
  port: number;
  stall(): void;
  refuse(): void;
  restore(): void;
  close(): Promise<void>;
}

type Mode = 'open' | 'stalled' | 'refusing';

interface Link {
  client: Socket;
  upstream?: Socket;
  /** Bytes held while stalled, per direction, delivered in order on restore. */
  toServer: Buffer[];
  toClient: Buffer[];
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'open';
  const links = new Set<Link>();

  function forward(link: Link, direction: 'toServer' | 'toClient', data: Buffer) {
    const socket = direction === 'toServer' ? link.upstream : link.client;
    if (mode === 'stalled' || !socket) link[direction].push(data);
    else socket.write(data);
  }

  function flush(link: Link) {
    for (const data of link.toServer.splice(0)) link.upstream?.write(data);
    for (const data of link.toClient.splice(0)) link.client.write(data);
  }

  function drop(link: Link) {
    links.delete(link);
    link.client.destroy();
    link.upstream?.destroy();
  }

  function openUpstream(link: Link) {
    const upstream = connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('connect', () => {
      if (mode === 'open') flush(link);
    });
    upstream.on('data', (data: Buffer) => forward(link, 'toClient', data));
    upstream.on('error', () => drop(link));
    upstream.on('close', () => drop(link));
  }

  const server = createServer((client) => {
    if (mode === 'refusing') {
      client.destroy();
      return;
    }
    const link: Link = { client, toServer: [], toClient: [] };
    links.add(link);
    client.on('data', (data: Buffer) => forward(link, 'toServer', data));
    client.on('error', () => drop(link));
    client.on('close', () => drop(link));
    // A connection made while stalled reaches the server only once the link is back.
    if (mode === 'open') openUpstream(link);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    stall() {
      mode = 'stalled';
    },
    refuse() {
      mode = 'refusing';
      for (const link of [...links]) drop(link);
    },
    restore() {
      mode = 'open';
      for (const link of links) {
        if (link.upstream) flush(link);
        else openUpstream(link);
      }
    },
    async close() {
      for (const link of [...links]) drop(link);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
