/**
 * Pure text work on antd's extracted CSS (antd-static-styles.ts renders it): dropping the rules no
 * page can match, and cutting the sheet into parts, so that a page loads only the parts of the
 * components it uses.
 */

/** The top-level rules and at-rules of a stylesheet, e.g. [".a{x:1}", "@media (…){.b{y:2}}"]. */
export function cssBlocks(css: string): string[] {
  const blocks: string[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open === -1) break;
    // Find the matching brace of this rule or at-rule.
    let depth = 1;
    let j = open + 1;
    while (j < css.length && depth > 0) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}') depth--;
      j++;
    }
    const block = css.slice(i, j).trim();
    if (block) blocks.push(block);
    i = j;
  }
  return blocks;
}

export interface UnusedRuleOptions {
  /** Keep the numbered and responsive grid columns (a source imports `Col`). */
  keepColumns?: boolean;
  /**
   * antd's preset colours no source asks for (`color="magenta"` on a Button or Tag): their
   * `.ant-btn-color-magenta`, `.ant-tag-magenta` rules and the Button's shadow variables go.
   */
  unusedPresetColors?: readonly string[];
}

/**
 * Removes the extracted rules no page can match, and @media blocks left empty:
 * - numbered or responsive grid columns (`.ant-col-12`, `.ant-col-md-6`...), ~60 kB of ~420 kB,
 *   unless `keepColumns` (a source imports `Col`; Form only needs `.ant-row` and `.ant-col`);
 * - CSS variables for other cssVar keys (`.css-var-_R_qv_…`, ~24 kB): the extractor renders some
 *   components (Modal's confirm, static holders) outside our theme, under a generated key, while
 *   every component on our pages carries the brand key (`CSS_VAR_KEY`);
 * - Button's and Tag's preset colours that no source uses (`unusedPresetColors`): ~9 kB of
 *   Button's 24 kB and ~5 kB of Tag's 12 kB.
 * The extractor's cache marker (`.data-ant-cssinjs-cache-path{content:…}`) stays: antd's
 * ConfigProvider registers the icons' base style even under `zeroRuntime`, and skips it only
 * because that marker says the stylesheet already holds it.
 */
export function withoutUnusedRules(
  css: string,
  { keepColumns = false, unusedPresetColors = [] }: UnusedRuleOptions = {},
): string {
  const presets = unusedPresetColors.join('|');
  const presetRule =
    presets && new RegExp(`\\.ant-(?:btn-color|tag)-(?:${presets})(?:-inverse)?(?![\\w-])`);
  const presetVariable =
    presets && new RegExp(`--ant-button-(?:${presets})-shadow-color:[^;}]*;?`, 'g');
  const neverMatches = (selector: string) =>
    (!keepColumns && /^\s*\.ant-col-[\w-]+/.test(selector)) ||
    /\.css-var-/.test(selector) ||
    (presetRule && presetRule.test(selector));
  const isUnused = (selectors: string) => selectors.split(',').every(neverMatches);
  const filter = (css: string): string => {
    let out = '';
    for (const block of cssBlocks(css)) {
      const open = block.indexOf('{');
      const head = block.slice(0, open);
      const body = block.slice(open + 1, -1);
      if (head.trim().startsWith('@media')) {
        const inner = filter(body);
        if (inner.trim()) out += `${head}{${inner}}`;
      } else if (head.trim().startsWith('@')) {
        out += block;
      } else if (!isUnused(head)) {
        out += `${head}{${presetVariable ? body.replace(presetVariable, '') : body}}`;
      }
    }
    return out;
  };
  return filter(css);
}

/** A piece of antd's sheet: the rules that exactly these components' extractions share. */
export interface AntdCssPart {
  /** The components that need the part, sorted, e.g. ["Button", "Input", "Modal", "Space"]. */
  owners: string[];
  css: string;
}

export interface SplitAntdCss {
  /** What every page needs: the theme's variables, the reset, the icons, motion. */
  base: string;
  /** The rest, in the order of the whole sheet (so a page's parts keep antd's own order). */
  parts: AntdCssPart[];
}

/**
 * Cuts the sheet of all used components (`all`, one extraction, antd's order) into the base and
 * parts by which components' own extractions hold each rule:
 * - a rule of the extraction with no component (`base`: the theme, reset, cache marker), or one
 *   every component's extraction holds (the icons, the wave effect), or none (kept to be safe), is
 *   in the base;
 * - any other rule goes to the part of exactly the components whose extractions hold it. A rule
 *   several components share (Button's, which Input, Modal and Space render too) is so in one
 *   part, which each of them imports: a page never loads a rule twice, and a component gets
 *   every rule its own extraction had.
 */
export function splitAntdCss(
  all: string,
  base: string,
  components: Record<string, string>,
): SplitAntdCss {
  const baseBlocks = new Set(cssBlocks(base));
  const holders = new Map<string, string[]>();
  const names = Object.keys(components).sort();
  for (const name of names) {
    for (const block of new Set(cssBlocks(components[name]))) {
      if (baseBlocks.has(block)) continue;
      holders.set(block, [...(holders.get(block) ?? []), name]);
    }
  }
  let baseCss = '';
  const parts = new Map<string, AntdCssPart>();
  const seen = new Set<string>();
  for (const block of cssBlocks(all)) {
    // The extraction repeats a few rules (the reset's `a{…}`): the first is enough.
    if (seen.has(block)) continue;
    seen.add(block);
    const owners = holders.get(block);
    if (!owners || owners.length === names.length) {
      baseCss += block;
      continue;
    }
    const key = owners.join('+');
    const part = parts.get(key) ?? { owners, css: '' };
    part.css += block;
    parts.set(key, part);
  }
  return { base: baseCss, parts: [...parts.values()] };
}

/** The custom properties a text uses, e.g. "--ant-color-primary" of `var(--ant-color-primary)`. */
export function referencedVariables(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));
}

/**
 * Drops antd's custom property declarations (`--ant-blue-3:#91caff;`) nothing reads: the theme
 * defines ~540 on `.pe`, of which ~220 (the preset palettes, unused sizes) no rule of the used
 * components and no source of ours reads; they are ~1.5 kB gzip of every page's stylesheet.
 */
export function withoutUnreferencedVariables(css: string, referenced: Set<string>): string {
  return css.replace(/(--ant-[\w-]+):[^;{}]*;?/g, (declaration, name: string) =>
    referenced.has(name) ? declaration : '',
  );
}
