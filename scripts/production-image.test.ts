import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ARGS } from './bench/target.mjs';

// No Docker engine runs on our machines, so what the image holds is checked by reading its files.
const root = join(import.meta.dirname, '..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const dockerignore = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');

describe('the production image', () => {
  it('runs the server as npm start and the benchmark do, heap limit included', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts.start).toContain(`node ${SERVER_ARGS.join(' ')}`);
    expect(dockerfile).toContain(
      `CMD ${JSON.stringify(['node', ...SERVER_ARGS])}`.replace(/,/g, ', '),
    );
  });

  it('sends no build output and no source map in the build context', () => {
    expect(dockerignore).toContain('**/dist');
    expect(dockerignore).toContain('**/*.map');
  });

  it('deletes every source map of the build before the runtime stage copies it', () => {
    const build = dockerfile.split(/^FROM .* AS runtime$/m)[0];
    expect(build).toMatch(
      /npm run build && find backend\/dist frontend\/dist -name '\*\.map' -delete/,
    );
  });
});
