// The layers of backend/src, bottom first: the one statement of which part may import which. The
// lint rule (eslint/boundaries.mjs) refuses every other arrow, and `npm run imports`
// (import-graph.mjs) draws the arrows by layer and counts the cycles (docs/backend-imports.md).
//
// A part may import any part of a lower layer. Of its own layer it may import only the parts it
// names, and each of those is listed above it: so no layer can hold a cycle either.
//
// A module folder no layer names (backend/src/modules/<name>/) is a plain content type: a part of
// the content layer that imports the layers below and no other content module. So adding one
// needs no line here; a module gets a line only to sit elsewhere or to use a module of its layer.
// `placeOf` is the one reading of the table, with that default, for lint, `npm run imports` and
// `npm run budgets:shape` alike.

/**
 * @typedef {object} Layer
 * @property {string} name
 * @property {string} about what lives there and why it sits where it does
 * @property {Record<string, readonly string[]>} parts each part, bottom first, with the parts of
 *   the same layer it may import
 */

/** @type {readonly Layer[]} */
export const LAYERS = [
  {
    name: 'core',
    about:
      'The configuration, the logger, shared helpers (errors, validation, pagination, the request scope every resolver gets, the shape of a module declaration) and the database. They know no module and no transport.',
    parts: {
      'config-settings': [],
      config: ['config-settings'],
      'request-id': [],
      common: ['config'],
      logger: ['config', 'request-id', 'common'],
      db: ['config', 'common', 'logger'],
    },
  },
  {
    name: 'foundations',
    about:
      'What the content types build on: versions and the audit trail, edit locks, the company details, images, the record resource every content type is declared with (records/: get, save over a version, restore, move, delete, each versioned and audited), e-mail and accounts. Accounts sit on top of the foundations: they are audited, they send e-mail (invitations, password resets) and a record may belong to one (a crop plan), so they sit below the content but above mail.',
    parts: {
      'modules/history': [],
      'modules/edit-locks': [],
      'modules/company': ['modules/history'],
      'modules/media': ['modules/history'],
      'modules/records': ['modules/history', 'modules/media'],
      'modules/mail': ['modules/company'],
      'modules/auth': ['modules/history', 'modules/company', 'modules/mail'],
    },
  },
  {
    name: 'content',
    about:
      "The site's records: the content types the office edits and what visitors send (subscriptions, contact messages, crop plans). A product owns its safety data sheet, which documents/ stores with the other PDFs of /documentation. The spray forecast (forecast/) rates hours with a foliar product's rainfast time.",
    // Only the modules that use another content module, and those they use: every other module
    // folder is in this layer by default (placeOf).
    parts: {
      'modules/documents': [],
      'modules/products': ['modules/documents'],
      'modules/technologies': ['modules/products'],
      'modules/subscribers': [],
      'modules/contacts': ['modules/subscribers'],
      'modules/foliar-products': [],
      'modules/forecast': ['modules/foliar-products'],
    },
  },
  {
    name: 'admin views',
    about:
      'What only the office sees and what reads across the content: the dashboard, access and erasure requests, and the e-mailing of a newsletter to its subscribers.',
    parts: {
      'modules/admin': [],
      'modules/privacy': [],
      'modules/mailings': [],
    },
  },
  {
    name: 'transports',
    about:
      'GraphQL (the schema, its context and error codes) and HTTP (Express, the REST shims, pages), which mounts GraphQL.',
    parts: {
      graphql: [],
      http: ['graphql'],
    },
  },
  {
    name: 'composition root',
    about:
      'The module registry, the request scope and the DataLoaders built from what the modules declare, and the entry points that hand them to the database, GraphQL and HTTP.',
    parts: {
      registry: [],
      composition: ['registry'],
      'process-env': [],
      'schema-file': [],
      'backup-schedule': [],
      'admin-command': ['composition'],
      'storage-command': [],
      server: ['registry', 'composition', 'backup-schedule'],
      cli: [
        'registry',
        'composition',
        'process-env',
        'schema-file',
        'admin-command',
        'storage-command',
      ],
      main: ['process-env', 'server'],
    },
  },
];

/** The layer index and the same-layer imports of every part. */
const PLACES = new Map(
  LAYERS.flatMap((layer, index) => {
    const names = Object.keys(layer.parts);
    return names.map((part, position) => {
      const uses = layer.parts[part];
      for (const used of uses) {
        const at = names.indexOf(used);
        if (at < 0 || at >= position) {
          throw new Error(`${part} may only name parts of ${layer.name} listed above it: ${used}`);
        }
      }
      return [part, { layer: index, uses }];
    });
  }),
);

/** The layer of the module folders no layer names. */
const DEFAULT_MODULE_LAYER = 'content';
const DEFAULT_LAYER_INDEX = LAYERS.findIndex((layer) => layer.name === DEFAULT_MODULE_LAYER);

/**
 * @typedef {object} Place
 * @property {number} layer the index of its layer in LAYERS, bottom first
 * @property {string} name its layer's name
 * @property {readonly string[]} uses the parts of its own layer it may import
 * @property {boolean} byDefault a module folder no layer names, placed by the default
 */

/**
 * Where a part sits: its layer and the parts of its layer it may import. A module folder
 * ('modules/<name>') that no layer names is in the content layer and uses no module of it.
 * Undefined for any other part no layer names.
 * @param {string} part
 * @returns {Place | undefined}
 */
export function placeOf(part) {
  const listed = PLACES.get(part);
  if (listed) return { ...listed, name: LAYERS[listed.layer].name, byDefault: false };
  if (!/^modules\/[^/.]+$/.test(part)) return undefined;
  return { layer: DEFAULT_LAYER_INDEX, name: DEFAULT_MODULE_LAYER, uses: [], byDefault: true };
}

/** The files loose in modules/ that are the registry (without their extension). */
const REGISTRY_FILES = ['index', 'registry.generated'];

/**
 * The part of backend/src a source file belongs to, from its path relative to backend/src ('/'
 * separators, extension optional): a top-level folder ('db', 'http'), a module folder
 * ('modules/products'), the registry (modules/index.ts and the list `npm run imports` writes for
 * it, modules/registry.generated.ts) or a top-level file ('server'). Another file loose in
 * modules/ is a part of its own ('modules/x.ts'), not a module folder, so it is in no layer until
 * one names it.
 * @param {string} relative
 * @returns {string}
 */
export function partOf(relative) {
  const segments = relative.replace(/\.(m?js|tsx?)$/, '').split('/');
  if (segments[0] === 'modules') {
    if (segments.length > 2) return `modules/${segments[1]}`;
    return REGISTRY_FILES.includes(segments[1]) ? 'registry' : `modules/${segments[1]}.ts`;
  }
  return segments[0];
}

/**
 * Why part `from` may not import part `to` (a sentence), or undefined when the order allows it.
 * @param {string} from
 * @param {string} to
 * @returns {string | undefined}
 */
export function layerViolation(from, to) {
  if (from === to) return undefined;
  const source = placeOf(from);
  const target = placeOf(to);
  if (!source || !target) {
    const unknown = source ? to : from;
    return `${unknown} is in no layer: add it to scripts/backend-layers.mjs where it belongs.`;
  }
  if (source.layer > target.layer) return undefined;
  if (source.layer < target.layer) {
    return `${from} (${LAYERS[source.layer].name}) may not import ${to} (${LAYERS[target.layer].name}): a part imports only from the layers below its own (scripts/backend-layers.mjs).`;
  }
  if (source.uses.includes(to)) return undefined;
  return `${from} may not import ${to}: both are ${LAYERS[source.layer].name}, and the layer table (scripts/backend-layers.mjs) does not let the one use the other.`;
}
