import { join } from 'node:path';
import { REPO_ROOT } from './config.js';

/** The committed SDL that codegen (codegen.ts) reads; written by `npm run schema -w backend`. */
export const SCHEMA_FILE = join(REPO_ROOT, 'backend', 'schema.graphql');
