// @ts-check
// Child process of `npm run bench`: the reference a figure is compared with. A bare node:http
// server that answers every request with the same bytes, content type and content encoding as
// the real endpoint (a page compressed in advance when the real one was compressed), so the ratio
// shows what the framework, database and rendering cost on top of Node's HTTP.
import { createServer } from 'node:http';

/** @typedef {{ body: Uint8Array, contentType: string, contentEncoding?: string }} BareJob */

process.once('message', (/** @type {BareJob} */ job) => {
  const body = Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength);
  /** @type {Record<string, string>} */
  const headers = { 'content-type': job.contentType, 'content-length': String(body.length) };
  if (job.contentEncoding) headers['content-encoding'] = job.contentEncoding;
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
});
// Stopped by the bench process, or orphaned by it: either way there is nothing left to serve.
process.once('disconnect', () => process.exit(0));
process.once('SIGTERM', () => process.exit(0));
