/**
 * Drawing helpers shared by the 800 × 450 pictures (newsletter covers and the built-in scenes):
 * rounding, placement, and the prairie's sky and land, plus the props more than one picture uses.
 * They follow the rules in kit.ts (sun and brightest sky on the left, light from the upper left).
 */
import { ART, groundShadow, verticalGradient } from './kit.js';

/** The width of a cover or scene. */
export const W = 800;
/** The height of a cover or scene. */
export const H = 450;

/** A pseudo-random sequence, as `seeded` makes one. */
export type Rand = () => number;

/** Rounds to one decimal place (keeps the files small). */
export function f(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Draws `body` (local coordinates, ground at y = 0) placed at (x, y), turned, scaled and mirrored. */
export function place(
  x: number,
  y: number,
  scale: number,
  body: string,
  { rotate = 0, flip = false }: { rotate?: number; flip?: boolean } = {},
): string {
  const s = Math.round(scale * 1000) / 1000;
  const r = rotate ? ` rotate(${f(rotate)})` : '';
  const sc = flip ? ` scale(${-s} ${s})` : s === 1 ? '' : ` scale(${s})`;
  return `<g transform="translate(${f(x)} ${f(y)})${r}${sc}">${body}</g>`;
}

/** A circle as path data (many circles fit in one path). */
export function dot(x: number, y: number, r: number): string {
  return `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
}

/** The sky gradient (id `sky`, for `<defs>`) and a rectangle `height` tall filled with it. */
export function skyFill(top: string, bottom: string, height = H): { defs: string; body: string } {
  return {
    defs: verticalGradient('sky', top, bottom),
    body: `<rect width="${W}" height="${height}" fill="url(#sky)"/>`,
  };
}

/** The sun with two soft halo rings (no blur filters). */
export function sun(
  cx: number,
  cy: number,
  r: number,
  color: string = ART.sun,
  halo = '#fff',
): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 2.3)}" fill="${halo}" opacity="0.14"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.5)}" fill="${halo}" opacity="0.22"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/>`;
}

/** A flat-bottomed cumulus, `w` wide, its base at y. */
export function cloud(x: number, y: number, w: number, opacity: number, color = '#fff'): string {
  const h = w * 0.2;
  return `<g fill="${color}" opacity="${opacity}"><rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}"/><circle cx="${f(x + w * 0.32)}" cy="${f(y - h)}" r="${f(w * 0.19)}"/><circle cx="${f(x + w * 0.57)}" cy="${f(y - h * 1.2)}" r="${f(w * 0.24)}"/><circle cx="${f(x + w * 0.8)}" cy="${f(y - h * 0.85)}" r="${f(w * 0.13)}"/></g>`;
}

/** A smooth rolling ridge line around y (peaks and dips every `step`), filled down to `bottom`. */
export function ridge(
  rand: Rand,
  y: number,
  amp: number,
  color: string,
  opacity = 1,
  step = 200,
  bottom = H,
): string {
  let prevX = -20;
  let prevY = y + (rand() - 0.5) * amp;
  let d = `M${prevX} ${f(prevY)}`;
  for (let x = step - 20; x < W + step; x += step) {
    const ny = y + (rand() - 0.5) * amp;
    d += `C${f(prevX + step / 2)} ${f(prevY)} ${f(x - step / 2)} ${f(ny)} ${f(x)} ${f(ny)}`;
    prevX = x;
    prevY = ny;
  }
  d += `V${bottom}H-20Z`;
  return `<path d="${d}" fill="${color}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** A paper soil-sample bag with a folded top and a blank label. */
export function sampleBag(paper: string): string {
  return [
    groundShadow(26, 0, 26, 3),
    `<path d="M0 0V-44L4 -52H34L38 -44V0Z" fill="${paper}"/>`,
    `<path d="M4 -52H34L38 -44H0Z" fill="#000" opacity="0.1"/>`,
    `<path d="M24 -52h14v52h-14Z" fill="#000" opacity="0.07"/>`,
    `<rect x="7" y="-32" width="20" height="14" rx="1.5" fill="#fff" opacity="0.85"/>`,
    `<path d="M10 -27h14M10 -22h9" stroke="${ART.steelDark}" stroke-width="1" opacity="0.5"/>`,
  ].join('');
}
