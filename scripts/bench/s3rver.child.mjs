// @ts-check
// The bench's S3-compatible server (s3rver, the tests' server) in a process of its own, so the
// requests it answers do not share an event loop with the client that times them. Prints
// `{"port": n}` once listening; stops on SIGTERM.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
