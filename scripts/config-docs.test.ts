import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as declaration from '../backend/src/config-settings.js';
import { loadConfig } from '../backend/src/config.js';
import {
  CONFIGURATION_DOC,
  ENV_EXAMPLE,
  loadDeclaration,
  renderConfigurationDoc,
  renderEnvExample,
} from './config-docs.mjs';

const FIX = 'run `npm run config:docs` to write it from backend/src/config-settings.ts';
const names = Object.keys(declaration.SETTINGS) as (keyof typeof declaration.SETTINGS)[];

describe('the configuration reference and .env.example', () => {
  it('docs/configuration.md holds the tables the declaration gives', async () => {
    const current = readFileSync(CONFIGURATION_DOC, 'utf8');
    expect(current, `docs/configuration.md is out of date: ${FIX}`).toBe(
      await renderConfigurationDoc(current, declaration),
    );
  });

  it('.env.example is what the declaration gives', () => {
    expect(readFileSync(ENV_EXAMPLE, 'utf8'), `.env.example is out of date: ${FIX}`).toBe(
      renderEnvExample(declaration),
    );
  });

  it('the docs script reads the same declaration as the server', async () => {
    const loaded = await loadDeclaration();
    expect(loaded.SETTINGS).toEqual(declaration.SETTINGS);
    expect(loaded.SETTING_GROUPS).toEqual(declaration.SETTING_GROUPS);
  });

  it('lists every setting in the docs and in .env.example', () => {
    const doc = readFileSync(CONFIGURATION_DOC, 'utf8');
    const example = parseEnv(readFileSync(ENV_EXAMPLE, 'utf8').replace(/^# (?=[A-Z_0-9]+=)/gm, ''));
    for (const name of names) {
      expect(doc, name).toContain(`| \`${name}\``);
      expect(Object.keys(example), name).toContain(name);
    }
  });

  it('gives no secret a value in .env.example', () => {
    const example = parseEnv(readFileSync(ENV_EXAMPLE, 'utf8').replace(/^# (?=[A-Z_0-9]+=)/gm, ''));
    const secrets = names.filter((name) => 'secret' in declaration.SETTINGS[name]);
    expect(secrets.length).toBeGreaterThan(3);
    for (const name of secrets) expect(example[name], name).toBe('');
  });

  it('changes nothing when copied to .env as it is', () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'config-docs-'));
    const example = parseEnv(readFileSync(ENV_EXAMPLE, 'utf8'));
    expect(loadConfig({ ...example, DATA_DIR })).toEqual(loadConfig({ DATA_DIR }));
  });

  it('names, in each setting that needs another, a declared one', () => {
    for (const name of names) {
      const setting: declaration.Setting = declaration.SETTINGS[name];
      if (setting.requires) expect(names, name).toContain(setting.requires);
    }
  });
});
