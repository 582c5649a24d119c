/**
 * The illustration system of the built-in content: one flat, warm style for product packaging,
 * team portraits, newsletter covers and the home hero, drawn as SVG by code.
 *
 * - Flat shapes, no outlines except fine details; light from the upper left (a lighter left face,
 *   a soft ground shadow to the right); rounded corners; at most one gradient per shape.
 * - Colours from `ART` below (the brand greens of ui-kit/src/theme/palette.ts plus the prairie's
 *   canola, wheat, soil and sky), and each product's own label colour.
 * - Text only where the real object carries it (a product label); covers and portraits have none
 *   (the page shows the title and name beside them, and an image's words are lost to a screen
 *   reader and to translation).
 * - Every file is a complete SVG document with a `<title>` (its alternative text when opened
 *   alone); ids need only be unique within one file.
 */
import { escapeMarkup } from '../../src/common/markup.js';

/** Prairie palette. Brand greens match ui-kit/src/theme/palette.ts. */
export const ART = {
  green900: '#1d4220',
  green700: '#2f6b2f',
  green600: '#3a7d3a',
  green100: '#e8f1e3',
  wheat100: '#f7f5ef',
  wheat300: '#e6dcc3',
  harvest700: '#8a5a00',
  canola: '#f2c94c',
  canolaDeep: '#e0a92b',
  wheat: '#d9a94a',
  wheatDeep: '#b9852e',
  pasture: '#8cb35d',
  leaf: '#5a9a3a',
  soil: '#4a3526',
  soilDark: '#2e2119',
  soilLight: '#7a5a3f',
  skyDay: '#cfe5f5',
  skyPale: '#eef5f9',
  skyDusk: '#f6d7b8',
  sun: '#f6d365',
  snow: '#f4f7f8',
  steel: '#9aa5ad',
  steelDark: '#6f7a82',
  white: '#ffffff',
  ink: '#1f2a1f',
} as const;

export const FONT = `font-family="Segoe UI, Helvetica, Arial, sans-serif"`;

/** Text in an SVG's elements and attributes: the backend's one escaper. */
export const esc = escapeMarkup;

/** Splits text into lines of at most `max` characters, on word boundaries. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A complete SVG document `width` × `height` with its alternative text as title and label. */
export function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(label)}">
<title>${esc(label)}</title>
${body.trim()}
</svg>`;
}

/** A vertical linear gradient definition (put it inside `<defs>`). */
export function verticalGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** The soft shadow an object casts on the ground, centred at (cx, cy). */
export function groundShadow(cx: number, cy: number, rx: number, ry = rx / 10): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.12"/>`;
}

/** A deterministic pseudo-random sequence (the same picture on every run), values in [0, 1). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Colour `a` (#rrggbb) moved a fraction `t` (0–1) of the way to colour `b`. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((v, i) => Math.round(v + (y[i]! - v) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** `colour` darkened by `t` (0–1). */
export const shade = (colour: string, t: number): string => mix(colour, '#000000', t);
/** `colour` lightened by `t` (0–1). */
export const tint = (colour: string, t: number): string => mix(colour, '#ffffff', t);

/** A stable 32-bit hash of `text` (FNV-1a), to vary a drawing by a name. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
