// `npm run config:docs`: writes the settings tables of docs/configuration.md and the whole of
// .env.example from the one declaration of the settings, backend/src/config-settings.ts (which
// config.ts validates the environment against). scripts/config-docs.test.ts fails when either file
// differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
export const DECLARATION = join(ROOT, 'backend', 'src', 'config-settings.ts');
export const CONFIGURATION_DOC = join(ROOT, 'docs', 'configuration.md');
export const ENV_EXAMPLE = join(ROOT, '.env.example');

export const BEGIN =
  '<!-- settings:begin (written by `npm run config:docs`: edit backend/src/config-settings.ts) -->';
export const END = '<!-- settings:end -->';

/**
 * The declaration module, loaded without a build: it imports nothing, so TypeScript's
 * transpiler alone makes it runnable.
 */
export async function loadDeclaration() {
  const { outputText } = ts.transpileModule(readFileSync(DECLARATION, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

const code = (text) => `\`${text}\``;

/** Markdown that shows `text` as written: no emphasis, no HTML, no table cell breaks. */
const literal = (text) => text.replace(/[\\`*_<>|[\]]/g, '\\$&');

/** What a setting accepts, in Markdown; empty for free text. */
function allowedMarkdown(setting) {
  switch (setting.kind) {
    case 'choice':
      return setting.values.map(code).join(', ');
    case 'integer':
      return `${setting.min ?? 0} to ${setting.max}`;
    case 'url': {
      const forms = [
        ...setting.protocols.map((protocol) => code(`${protocol}//…`)),
        ...(setting.keywords ?? []).map(code),
      ];
      return forms.length > 1 ? `${forms.slice(0, -1).join(', ')} or ${forms.at(-1)}` : forms[0];
    }
    case 'duration':
      return `a number and \`s\`, \`m\`, \`h\` or \`d\` (${['30m', '8h', '7d'].map(code).join(', ')})`;
    case 'folder':
      return 'a folder, absolute or from the repository root';
    default:
      return setting.allowed ? literal(setting.allowed) : '';
  }
}

/** The Default column, in Markdown. */
function defaultMarkdown(setting) {
  if (setting.defaultText) return setting.defaultText;
  if ('default' in setting) return code(String(setting.default));
  if (setting.requires) return `required with ${code(setting.requires)}`;
  return 'empty';
}

const row = (cells) => `| ${cells.join(' | ')} |`;

/** `text` in lines of at most 100 characters, each starting with `prefix`. */
function wrap(text, prefix = '') {
  const lines = [];
  let line = prefix;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length + 1 + word.length > 100 && line.trim() !== prefix.trim()) {
      lines.push(line);
      line = prefix;
    }
    line += line === '' ? word : ` ${word}`;
  }
  return [...lines, line];
}

/** `# `-comment lines of at most 100 characters. */
const comment = (text) => wrap(text, '#');

/** One section per group: its title, its note and a table of its settings. */
export function settingsMarkdown({ SETTINGS, SETTING_GROUPS }) {
  return Object.entries(SETTING_GROUPS).flatMap(([group, { title, note }]) => {
    const settings = Object.entries(SETTINGS).filter(([, setting]) => setting.group === group);
    return [
      `### ${title}`,
      '',
      ...(note ? [...wrap(note), ''] : []),
      row(['Variable', 'Default', 'Allowed', 'Secret', 'Meaning']),
      row(['---', '---', '---', '---', '---']),
      ...settings.map(([name, setting]) =>
        row([
          code(name),
          defaultMarkdown(setting),
          allowedMarkdown(setting),
          setting.secret ? 'yes' : '',
          setting.description,
        ]),
      ),
      '',
    ];
  });
}

/** docs/configuration.md with its settings section rewritten, formatted as `npm run lint` wants. */
export async function renderConfigurationDoc(current, declaration) {
  const begin = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  if (begin < 0 || end < begin) {
    throw new Error(`${CONFIGURATION_DOC} lacks the lines ${BEGIN} and ${END}`);
  }
  const text = [
    current.slice(0, begin + BEGIN.length),
    '',
    ...settingsMarkdown(declaration),
    current.slice(end),
  ].join('\n');
  const options = await prettier.resolveConfig(CONFIGURATION_DOC);
  return prettier.format(text, { ...options, filepath: CONFIGURATION_DOC });
}

/** Markdown as a comment reads it: code spans as their text, links to a guide as its path. */
const plain = (markdown) =>
  markdown
    .replace(/\[([^\]]+)\]\(([\w-]+\.md)(?:#[^)]*)?\)/g, '$1 in docs/$2')
    .replace(/\*\*|`/g, '')
    .replace(/\\(.)/g, '$1');

const sentence = (text) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** A value as the .env parser reads it back unchanged. */
const envValue = (value) => (/[\s"'#]/.test(value) ? `'${value}'` : value);

/**
 * The line of a setting: its default when it has one, a commented example otherwise, and never a
 * value for a secret. A setting that needs another is commented out: set alone it stops the start.
 */
function assignment(name, setting) {
  const hash = setting.requires ? '# ' : '';
  if (setting.secret) return `${hash}${name}=`;
  if ('default' in setting) return `${hash}${name}=${envValue(String(setting.default))}`;
  if (setting.example !== undefined) return `# ${name}=${envValue(setting.example)}`;
  return `${hash}${name}=`;
}

function settingComment(name, setting) {
  const parts = [sentence(plain(setting.description))];
  const allowed = plain(allowedMarkdown(setting));
  if (allowed && setting.kind !== 'folder') parts.push(`Allowed: ${allowed}.`);
  if (setting.defaultText) parts.push(`Default: ${sentence(plain(setting.defaultText))}`);
  else if (!('default' in setting) && setting.requires) {
    parts.push(`Required with ${setting.requires}.`);
  }
  if (setting.secret) parts.push('A secret: keep it out of the repository.');
  return comment(parts.join(' '));
}

export function renderEnvExample({ SETTINGS, SETTING_GROUPS }) {
  const header = [
    ...comment(
      'Written by `npm run config:docs` from backend/src/config-settings.ts: change that file, ' +
        'not this one. docs/configuration.md explains each setting.',
    ),
    '#',
    ...comment(
      'Copy to .env (gitignored) to change the defaults; the server reads it at start, and ' +
        'variables set in the environment win over it. Every variable is optional for the local ' +
        'quick start; a value left empty means the default. Docker compose reads the same file ' +
        'for its own settings (docs/operations.md, "Docker compose").',
    ),
  ];
  const groups = Object.entries(SETTING_GROUPS).flatMap(([group, { title, note }]) => [
    '',
    `# ${'='.repeat(3)} ${title} ${'='.repeat(Math.max(3, 92 - title.length))}`,
    ...(note ? [...comment(plain(note)), '#'] : []),
    ...Object.entries(SETTINGS)
      .filter(([, setting]) => setting.group === group)
      .flatMap(([name, setting]) => [...settingComment(name, setting), assignment(name, setting)]),
  ]);
  return [...header, ...groups, ''].join('\n');
}

async function main() {
  const declaration = await loadDeclaration();
  const doc = await renderConfigurationDoc(readFileSync(CONFIGURATION_DOC, 'utf8'), declaration);
  writeFileSync(CONFIGURATION_DOC, doc);
  writeFileSync(ENV_EXAMPLE, renderEnvExample(declaration));
  console.log('Wrote docs/configuration.md and .env.example from backend/src/config-settings.ts');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
