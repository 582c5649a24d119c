/**
 * Newsletter covers: one composed prairie scene per edition (800 × 450, no text), drawn with the
 * shared kit. Every cover shares the series conventions: the horizon near y = 250, the sun (or
 * the brightest sky) on the left, light from the upper left and shadows falling to the right,
 * flat shapes with at most one gradient each, and a shelterbelt or ridge on the horizon.
 */
import type { SeedNewsletter } from '../../src/modules/newsletters/newsletter.seed-data.js';
import { ART, groundShadow, hash, seeded, svg } from './kit.js';
import { cloud, dot, f, H, place, type Rand, ridge, sampleBag, skyFill, sun, W } from './props.js';

/** The series' horizon. */
const HZ = 250;

/** A few colours the prairie palette lacks: dusk blues, machine paint, autumn and glass. */
const X = {
  duskTop: '#2c3b63',
  duskMid: '#7d7aa6',
  duskSnow: '#c9d3e6',
  spruce: '#24423a',
  glass: '#bfdcee',
  lamp: '#ffd978',
  tractor: '#c4472f',
  tire: '#262626',
  rubber: '#3d3d3d',
  chrome: '#444',
  orange: '#ee9a4d',
  ember: '#e5793b',
  poplar: '#e9b949',
  eroded: '#c9a575',
  urea: '#fbfbf6',
  potash: '#d9826f',
  map: '#8c8f93',
} as const;

// ---------------------------------------------------------------------------------------------
// Sky and land

/** `count` clouds spread across the sky between yMin and yMax. */
function clouds(
  rand: Rand,
  count: number,
  yMin: number,
  yMax: number,
  color: string,
  opacity: number,
  x0 = 0,
  x1 = W,
): string {
  let out = '';
  const span = (x1 - x0) / count;
  for (let i = 0; i < count; i++) {
    const x = x0 + (i + rand() * 0.35) * span;
    out += cloud(x, yMin + rand() * (yMax - yMin), 90 + rand() * 70, opacity, color);
  }
  return out;
}

/** The field: everything below the horizon, in one fill. */
function field(fill: string): string {
  return `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="${fill}"/>`;
}

/** A round knoll from x0 to x1 rising `h` above `base`, filled down to the bottom. */
function knollPath(x0: number, x1: number, base: number, h: number): string {
  const w = x1 - x0;
  return `M${f(x0)} ${f(base)}C${f(x0 + w * 0.3)} ${f(base - h * 1.33)} ${f(x1 - w * 0.3)} ${f(base - h * 1.33)} ${f(x1)} ${f(base)}V${H}H${f(x0)}Z`;
}

/** A shelterbelt: a row of round tree crowns standing on y. */
function shelterbelt(
  rand: Rand,
  x0: number,
  x1: number,
  y: number,
  size: number,
  color: string,
): string {
  let d = '';
  for (let x = x0; x < x1; x += size * (1 + rand() * 0.6)) {
    const r = size * (0.6 + rand() * 0.45);
    d += dot(x, y - r * 0.7, r);
  }
  d += `M${f(x0 - size * 0.4)} ${f(y)}V${f(y - size * 0.5)}H${f(x1 + size * 0.4)}V${f(y)}Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

/** A row of spruce trees (stacked triangles) standing on y, with optional snow on the left sides. */
function spruces(
  rand: Rand,
  x0: number,
  x1: number,
  y: number,
  size: number,
  color: string,
  snow?: string,
): string {
  let d = '';
  let s = '';
  for (let x = x0; x < x1; x += size * (0.55 + rand() * 0.5)) {
    const h = size * (1.6 + rand() * 1.1);
    const w = h * 0.42;
    d += `M${f(x)} ${f(y - h)}L${f(x + w / 2)} ${f(y)}H${f(x - w / 2)}Z`;
    if (snow)
      s += `M${f(x)} ${f(y - h)}L${f(x - w * 0.22)} ${f(y - h * 0.55)}L${f(x)} ${f(y - h * 0.62)}Z`;
  }
  return `<path d="${d}" fill="${color}"/>${s ? `<path d="${s}" fill="${snow}" opacity="0.8"/>` : ''}`;
}

/** Perspective crop rows: wedges from the field's top edge to the bottom, converging on (vx, vy). */
function rows(
  vx: number,
  vy: number,
  top: number,
  count: number,
  spread: number,
  width: number,
  color: string,
  opacity = 1,
): string {
  let d = '';
  const t = (top - vy) / (H - vy);
  for (let i = 0; i < count; i++) {
    const xb = vx + (i - (count - 1) / 2) * spread;
    const xt = vx + (xb - vx) * t;
    const wt = Math.max(width * t, 0.4);
    d += `M${f(xt - wt / 2)} ${top}H${f(xt + wt / 2)}L${f(xb + width / 2)} ${H}H${f(xb - width / 2)}Z`;
  }
  return `<path d="${d}" fill="${color}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** Horizontal furrows between `top` and `bottom`, closer together toward the horizon. */
function furrows(
  top: number,
  bottom: number,
  count: number,
  color: string,
  opacity: number,
  x0 = 0,
  x1 = W,
): string {
  let d = '';
  for (let i = 1; i <= count; i++) {
    const t = (i / count) ** 1.7;
    const y = top + (bottom - top) * t;
    const h = 0.6 + t * 3.2;
    d += `M${f(x0)} ${f(y)}H${f(x1)}v${f(h)}H${f(x0)}Z`;
  }
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

/** Short tufts (stubble, grass) scattered between `top` and `bottom`, larger toward the viewer. */
function tufts(
  rand: Rand,
  count: number,
  top: number,
  bottom: number,
  color: string,
  opacity: number,
  x0 = 0,
  x1 = W,
): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = rand();
    const y = top + (bottom - top) * t * t;
    const x = x0 + rand() * (x1 - x0);
    const h = 2 + 9 * Math.max(0, (y - HZ) / (H - HZ)) ** 1.5;
    d += `M${f(x)} ${f(y)}l${f(-h * 0.25)} ${f(-h)}M${f(x)} ${f(y)}l${f(h * 0.2)} ${f(-h * 0.9)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="1.6" stroke-linecap="round" opacity="${opacity}"/>`;
}

/** A flock of geese in a V, leading goose at (x, y), flying left. */
function geese(x: number, y: number, count: number, size: number, color: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const arm = i % 2 === 0 ? 1 : -1;
    const k = Math.ceil(i / 2);
    const gx = x + k * size * 2.4;
    const gy = y + arm * k * size * 1.2;
    d += `M${f(gx - size)} ${f(gy - size * 0.2)}Q${f(gx - size * 0.45)} ${f(gy - size * 0.7)} ${f(gx)} ${f(gy)}Q${f(gx + size * 0.45)} ${f(gy - size * 0.7)} ${f(gx + size)} ${f(gy - size * 0.3)}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(size * 0.28)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** The cut face of standing wheat, `h` tall, its foot on y, with a fringe of heads on top. */
function cropEdge(
  x0: number,
  x1: number,
  y: number,
  h: number,
  crop: string,
  face: string,
): string {
  const k = h / 16;
  // the heads: dashes across a thick stroke make a fringe of upright bars
  const fringe = (dy: number, len: number, dash: string, color: string): string =>
    `<path d="M${f(x0)} ${f(y - h - dy * k)}H${f(x1)}" stroke="${color}" stroke-width="${f(len * k)}" stroke-dasharray="${dash}"/>`;
  return `<path d="M${f(x0)} ${f(y - h)}H${f(x1)}V${f(y)}H${f(x0)}Z" fill="${face}"/>${fringe(1, 7, `${f(2.4 * k)} ${f(2.6 * k)}`, crop)}${fringe(2, 6, `${f(2 * k)} ${f(3.1 * k)}`, ART.wheatDeep)}<path d="M${f(x0)} ${f(y - h)}H${f(x1)}v${f(3 * k)}H${f(x0)}Z" fill="${crop}"/>`;
}

/** A portable grain auger leaning from the ground at (x0, y0) up to (x1, y1), on its wheel. */
function auger(x0: number, y0: number, x1: number, y1: number, color: string): string {
  const mx = x0 + (x1 - x0) * 0.5;
  const my = y0 + (y1 - y0) * 0.5;
  const wx = x0 + (x1 - x0) * 0.42;
  return `<path d="M${f(mx)} ${f(my)}L${f(wx - 6)} ${f(y0 - 8)}M${f(mx)} ${f(my)}L${f(wx + 8)} ${f(y0 - 8)}" stroke="${color}" stroke-width="2.4"/><path d="M${f(x0)} ${f(y0 - 4)}L${f(x1)} ${f(y1)}" stroke="${color}" stroke-width="6" stroke-linecap="round"/><path d="M${f(x1 - 3)} ${f(y1)}v9h6v-9Z" fill="${color}"/><path d="M${f(x0 - 12)} ${f(y0 - 12)}h22l-5 12h-12Z" fill="${color}"/><circle cx="${f(wx)}" cy="${f(y0 - 7)}" r="7" fill="${X.tire}"/>`;
}

/** Semi-transparent puffs of dust or chaff, centred around (x, y). */
function puffs(
  rand: Rand,
  x: number,
  y: number,
  w: number,
  color: string,
  opacity: number,
): string {
  let c = '';
  for (let i = 0; i < 6; i++) {
    const r = w * (0.12 + rand() * 0.12);
    c += `<circle cx="${f(x + (rand() - 0.5) * w)}" cy="${f(y - rand() * w * 0.25)}" r="${f(r)}"/>`;
  }
  return `<g fill="${color}" opacity="${opacity}">${c}</g>`;
}

/** A fence of posts and two wires along y, with optional snow caps. */
function fence(
  x0: number,
  x1: number,
  y: number,
  gap: number,
  color: string,
  cap?: string,
): string {
  let posts = '';
  let caps = '';
  for (let x = x0; x <= x1; x += gap) {
    posts += `M${f(x)} ${f(y)}v-26h4v26Z`;
    if (cap) caps += `M${f(x - 1)} ${f(y - 26)}a3 2.5 0 0 1 6 0Z`;
  }
  return `<path d="${posts}" fill="${color}"/><path d="M${x0} ${f(y - 20)}H${x1 + 4}M${x0} ${f(y - 10)}H${x1 + 4}" stroke="${color}" stroke-width="1.2" opacity="0.8"/>${caps ? `<path d="${caps}" fill="${cap}"/>` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Props (local coordinates: ground at y = 0, facing right)

/** The shared gradients of props: steel bins (lighter left) and window glass. */
function binGradient(id = 'bin', light = '#e6ebee', mid = '#b3bdc4', dark = '#7a858d'): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
}

/** A corrugated steel grain bin `w` wide, its wall `h` tall, with a cone roof. */
function grainBin(
  x: number,
  base: number,
  w: number,
  h: number,
  snow = false,
  shadow = 1,
  paint = 'bin',
): string {
  const top = base - h;
  const roof = w * 0.3;
  let ribs = '';
  for (let y = top + 7; y < base - 2; y += 7) ribs += `M${f(x)} ${f(y)}h${f(w)}`;
  const cx = x + w / 2;
  return [
    groundShadow(x + w * (0.5 + shadow * 0.45), base, w * (0.45 + shadow * 0.4), w * 0.07),
    `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="url(#${paint})"/>`,
    `<path d="${ribs}" stroke="${ART.steelDark}" stroke-width="0.8" opacity="0.35"/>`,
    `<path d="M${f(x - 2)} ${f(top + 1)}L${f(cx)} ${f(top - roof)}L${f(x + w + 2)} ${f(top + 1)}Z" fill="${ART.steelDark}"/>`,
    `<path d="M${f(x - 2)} ${f(top + 1)}L${f(cx)} ${f(top - roof)}V${f(top + 1)}Z" fill="#c7cfd4"/>`,
    snow
      ? `<path d="M${f(x + 1)} ${f(top - 2)}L${f(cx)} ${f(top - roof)}L${f(x + w - 1)} ${f(top - 2)}Q${f(x + w * 0.75)} ${f(top + 2)} ${f(cx)} ${f(top - 3)}Q${f(x + w * 0.25)} ${f(top + 2)} ${f(x + 1)} ${f(top - 2)}Z" fill="${ART.snow}"/>`
      : '',
    `<rect x="${f(cx - 3)}" y="${f(top - roof - 4)}" width="6" height="5" rx="1" fill="${ART.steelDark}"/>`,
    `<rect x="${f(x + w * 0.18)}" y="${f(base - h * 0.28)}" width="${f(w * 0.2)}" height="${f(h * 0.22)}" fill="${ART.steelDark}" opacity="0.45"/>`,
    `<path d="M${f(x + w * 0.82)} ${f(top - 2)}V${f(base)}" stroke="${ART.steelDark}" stroke-width="1.4" stroke-dasharray="1.4 2.6" opacity="0.8"/>`,
  ].join('');
}

/** A tractor tire and rim. */
function wheel(cx: number, cy: number, r: number, hub: string): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${X.tire}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.85)}" fill="none" stroke="${X.rubber}" stroke-width="${f(r * 0.22)}" stroke-dasharray="${f(r * 0.2)} ${f(r * 0.2)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.45)}" fill="${hub}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.13)}" fill="${X.tire}"/>`;
}

/** Cab glass with a light reflection, between x0 and x1 from top to bottom (front edge raked). */
function cabGlass(x0: number, x1: number, top: number, bottom: number, rake: number): string {
  const w = x1 - x0;
  return `<path d="M${x0} ${bottom}V${top}H${x1}L${x1 + rake} ${bottom}Z" fill="${X.glass}"/><path d="M${f(x0 + w * 0.25)} ${top}h${f(w * 0.22)}L${f(x0 + w * 0.2)} ${bottom}H${x0}V${f(bottom - (bottom - top) * 0.3)}Z" fill="#fff" opacity="0.4"/>`;
}

/** A four-wheel-drive prairie tractor with duals, 200 long, drawbar at x = -14. */
function tractor(paint: string): string {
  return [
    groundShadow(112, 0, 112, 6),
    `<rect x="-16" y="-30" width="40" height="6" rx="2" fill="${X.chrome}"/>`,
    `<circle cx="53" cy="-33" r="31" fill="#151515"/><circle cx="158" cy="-33" r="31" fill="#151515"/>`,
    `<rect x="16" y="-56" width="170" height="18" rx="4" fill="${X.chrome}"/>`,
    `<path d="M6 -78H96V-50H6Z" fill="${paint}"/>`,
    `<path d="M92 -90H180Q196 -90 196 -74V-50H92Z" fill="${paint}"/>`,
    `<path d="M92 -90H180Q192 -90 194 -82H92Z" fill="#fff" opacity="0.25"/>`,
    `<path d="M6 -64H196" stroke="#000" stroke-width="3" opacity="0.15"/>`,
    `<rect x="188" y="-80" width="6" height="26" rx="2" fill="#000" opacity="0.35"/>`,
    `<rect x="124" y="-118" width="6" height="30" rx="2" fill="${X.chrome}"/>`,
    `<path d="M14 -78V-134H86L96 -78Z" fill="#2e2e2e"/>`,
    cabGlass(20, 84, -128, -82, 8),
    `<rect x="8" y="-142" width="92" height="10" rx="4" fill="${paint}"/>`,
    wheel(45, -32, 32, ART.wheat300),
    wheel(150, -32, 32, ART.wheat300),
    `<path d="M7 -36A38 38 0 0 1 83 -36M112 -36A38 38 0 0 1 188 -36" fill="none" stroke="${paint}" stroke-width="6"/>`,
  ].join('');
}

/** An air drill (openers and packers) towing an air cart: 330 long, hitched at x = 330. */
function airSeeder(paint: string, frame: string): string {
  let shanks = '';
  let packers = '';
  for (let x = 190; x <= 320; x += 26) {
    shanks += `M${x} -44L${x - 10} -4`;
    packers += `<circle cx="${x - 22}" cy="-8" r="8" fill="${X.tire}"/><circle cx="${x - 22}" cy="-8" r="3" fill="${ART.steel}"/>`;
  }
  return [
    groundShadow(170, 0, 170, 6),
    // air cart: tank with three compartments on tandem wheels
    `<path d="M4 -44V-112Q4 -128 20 -128H124Q140 -128 140 -112V-44Z" fill="${paint}"/>`,
    `<path d="M4 -112Q4 -128 20 -128H124Q136 -128 139 -118H4Z" fill="#fff" opacity="0.28"/>`,
    `<path d="M50 -126V-46M96 -126V-46" stroke="#000" stroke-width="2" opacity="0.15"/>`,
    `<path d="M18 -128h20v-5h-20ZM64 -128h20v-5h-20ZM108 -128h20v-5h-20Z" fill="${frame}"/>`,
    `<path d="M0 -48H176V-38H0Z" fill="${frame}"/>`,
    `<path d="M140 -60h18v16h-18Z" fill="${frame}"/>`,
    wheel(38, -24, 24, ART.steel),
    wheel(100, -24, 24, ART.steel),
    // hoses to the drill
    `<path d="M150 -50C175 -80 200 -74 222 -58M154 -46C185 -70 240 -74 268 -56" fill="none" stroke="${X.chrome}" stroke-width="2.4"/>`,
    // the drill: frame, openers and packers
    `<path d="M172 -40H330V-50H172Z" fill="${paint}"/>`,
    `<path d="M172 -50H330V-47H172Z" fill="#fff" opacity="0.3"/>`,
    `<rect x="236" y="-76" width="12" height="28" rx="3" fill="${paint}"/>`,
    `<path d="${shanks}" stroke="${frame}" stroke-width="4" stroke-linecap="round"/>`,
    packers,
  ].join('');
}

/** A combine harvester facing right, about 280 long, the header's knife at x ≈ 276. */
function combine(paint: string, shade: string, trim: string): string {
  let bats = '';
  for (let a = 0; a < 6; a++) {
    const ang = (a / 6) * Math.PI * 2 + 0.3;
    bats += `M258 -58L${f(258 + Math.cos(ang) * 24)} ${f(-58 + Math.sin(ang) * 24)}`;
  }
  return [
    groundShadow(150, 0, 150, 7),
    `<path d="M8 -176L124 -194" stroke="${shade}" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M0 -64Q0 -156 34 -156H166V-50H0Z" fill="${paint}"/>`,
    `<path d="M36 -156L28 -186H156L150 -156Z" fill="${paint}"/>`,
    `<path d="M28 -186H156L155 -180H29Z" fill="#fff" opacity="0.3"/>`,
    `<rect x="0" y="-116" width="166" height="8" fill="${trim}"/>`,
    `<path d="M14 -100h40v30h-40Z" fill="${shade}" opacity="0.7"/>`,
    `<path d="M18 -94h32M18 -86h32M18 -78h32" stroke="${X.tire}" stroke-width="2" opacity="0.5"/>`,
    `<path d="M160 -100L232 -50L220 -34L160 -76Z" fill="${shade}"/>`,
    `<path d="M212 -66H236L246 -24H282L278 -8H208Z" fill="${shade}"/>`,
    `<path d="M208 -8H280V-4H208Z" fill="${ART.steelDark}"/>`,
    `<path d="M224 -64L258 -58" stroke="${shade}" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="258" cy="-58" r="24" fill="none" stroke="${trim}" stroke-width="3"/>`,
    `<path d="${bats}" stroke="${trim}" stroke-width="2"/>`,
    `<path d="M152 -156V-214H202L214 -134H152Z" fill="#2e2e2e"/>`,
    cabGlass(158, 198, -208, -140, 10),
    `<rect x="146" y="-222" width="66" height="10" rx="4" fill="${paint}"/>`,
    wheel(134, -42, 42, trim),
    wheel(30, -24, 24, trim),
    `<path d="M-6 -96h10v44h-10Z" fill="${X.chrome}"/>`,
  ].join('');
}

/** A tandem grain truck with a heaped box, 235 long. */
function truck(paint: string, load: string): string {
  return [
    groundShadow(120, 0, 120, 6),
    `<rect x="0" y="-34" width="226" height="8" fill="${X.chrome}"/>`,
    `<path d="M2 -78Q75 -104 148 -78Z" fill="${load}"/>`,
    `<rect x="0" y="-78" width="150" height="44" rx="2" fill="${paint}"/>`,
    `<path d="M0 -78H150V-72H0Z" fill="#fff" opacity="0.3"/>`,
    `<path d="M38 -76V-36M76 -76V-36M114 -76V-36" stroke="#000" stroke-width="2" opacity="0.12"/>`,
    `<path d="M158 -30V-94Q158 -100 164 -100H192L206 -66H228Q236 -66 236 -58V-30Z" fill="${paint}"/>`,
    `<path d="M166 -92H190L200 -70H166Z" fill="${X.glass}"/>`,
    `<path d="M172 -92h7l-6 22h-7v-8Z" fill="#fff" opacity="0.4"/>`,
    wheel(30, -16, 16, ART.steel),
    wheel(66, -16, 16, ART.steel),
    wheel(206, -16, 16, ART.steel),
  ].join('');
}

/** A two-storey farmhouse with a one-storey wing; `lit` windows glow. */
function farmhouse(wall: string, roof: string, lit: boolean, snow: boolean): string {
  const glass = lit ? X.lamp : X.glass;
  const win = (x: number, y: number): string =>
    `${lit ? `<circle cx="${x + 9}" cy="${y + 11}" r="20" fill="${X.lamp}" opacity="0.18"/>` : ''}<rect x="${x}" y="${y}" width="18" height="22" fill="${glass}"/><path d="M${x + 9} ${y}v22M${x} ${y + 11}h18" stroke="${wall}" stroke-width="2"/>`;
  return [
    groundShadow(100, 0, 110, 7),
    `<rect x="110" y="-62" width="66" height="62" fill="${wall}"/>`,
    `<rect x="110" y="-62" width="66" height="62" fill="#000" opacity="0.12"/>`,
    `<path d="M104 -60L116 -80H178L182 -60Z" fill="${roof}"/>`,
    `<rect x="0" y="-104" width="112" height="104" fill="${wall}"/>`,
    `<rect x="84" y="-186" width="12" height="40" fill="${roof}"/>`,
    `<path d="M-10 -100L56 -158L122 -100Z" fill="${roof}"/>`,
    snow
      ? `<path d="M-6 -104L56 -158L118 -104L110 -102Q84 -112 56 -106Q28 -112 2 -102ZM106 -62L116 -80H178L181 -64Q150 -72 106 -62Z" fill="${ART.snow}"/><path d="M56 -158L118 -104L110 -102Q84 -112 56 -106Z" fill="#000" opacity="0.08"/>`
      : '',
    win(16, -88),
    win(76, -88),
    win(16, -46),
    win(132, -44),
    `<rect x="70" y="-44" width="22" height="44" fill="${roof}"/>`,
    lit
      ? `<ellipse cx="30" cy="8" rx="30" ry="6" fill="${X.lamp}" opacity="0.22"/><ellipse cx="141" cy="8" rx="22" ry="5" fill="${X.lamp}" opacity="0.22"/>`
      : '',
  ].join('');
}

/** A trial-strip flag on a wire stake, `h` tall. */
function flag(x: number, base: number, h: number, color: string): string {
  const t = base - h;
  return `<path d="M${f(x)} ${f(base)}V${f(t)}" stroke="${ART.steelDark}" stroke-width="${f(h / 36)}"/><path d="M${f(x)} ${f(t)}l${f(h * 0.42)} ${f(h * 0.12)}l${f(-h * 0.42)} ${f(h * 0.14)}Z" fill="${color}"/>`;
}

/** A T-handled soil probe pushed into the ground, 130 tall above ground. */
function soilProbe(): string {
  return [
    groundShadow(14, 0, 22, 3),
    `<path d="M-1.5 0V-120h3V0Z" fill="${ART.steelDark}"/>`,
    `<path d="M-1.5 -120h1.5V0h-1.5Z" fill="#fff" opacity="0.5"/>`,
    `<path d="M-26 -126h52v8h-52Z" fill="${ART.steel}"/>`,
    `<rect x="-32" y="-128" width="18" height="12" rx="5" fill="${X.tractor}"/><rect x="14" y="-128" width="18" height="12" rx="5" fill="${X.tractor}"/>`,
    `<path d="M-2 -30h14v5h-14Z" fill="${ART.steelDark}"/>`,
  ].join('');
}

/** A round bale, diameter 40. */
function bale(straw: string): string {
  return `${groundShadow(30, 0, 30, 4)}<circle cx="20" cy="-20" r="20" fill="${straw}"/><circle cx="20" cy="-20" r="13" fill="none" stroke="#000" stroke-width="2" opacity="0.1"/><circle cx="20" cy="-20" r="6" fill="none" stroke="#000" stroke-width="2" opacity="0.1"/><path d="M20 -40A20 20 0 0 0 20 0" fill="#fff" opacity="0.15"/>`;
}

/** A green leafy plant (canola before bloom), 46 tall. */
const PLANT = `<g id="pl"><path d="M0 0C-1 -16 1 -30 0 -44" stroke="${ART.green700}" stroke-width="2.4" fill="none"/><path d="M0 0C-20 0 -34 -12 -30 -26C-16 -28 -4 -16 0 0Z" fill="${ART.pasture}"/><path d="M0 0C20 0 34 -14 28 -28C14 -28 4 -14 0 0Z" fill="${ART.leaf}"/><path d="M0 -18C-14 -18 -22 -28 -18 -38C-8 -38 -1 -28 0 -18Z" fill="${ART.pasture}"/><path d="M0 -20C13 -20 20 -30 16 -40C6 -40 0 -30 0 -20Z" fill="${ART.green600}"/><path d="M-4 -44a4 4 0 1 0 8 0a4 4 0 1 0 -8 0ZM-8 -39a3 3 0 1 0 6 0a3 3 0 1 0 -6 0ZM3 -39a3 3 0 1 0 6 0a3 3 0 1 0 -6 0Z" fill="${ART.canola}"/></g>`;

// ---------------------------------------------------------------------------------------------
// The covers

function yearInReview(): string {
  const rand = seeded(2511);
  const { defs, body } = skyFill('#d9e1e6', '#f4e4c8');
  const base = HZ + 12;
  const bins: [number, number, number][] = [
    [430, 56, 74],
    [494, 56, 74],
    [558, 66, 88],
    [634, 66, 88],
    [710, 46, 60],
  ];
  return [
    `<defs>${defs}${binGradient()}</defs>`,
    body,
    sun(170, 204, 34, '#fbeccc', '#fff7e6'),
    clouds(rand, 3, 70, 130, '#fff', 0.6, 300, 800),
    ridge(rand, HZ - 18, 18, '#b9c4cc', 0.8),
    shelterbelt(rand, 0, 800, HZ + 2, 11, '#8d8a7f'),
    field(ART.snow),
    rows(170, 200, HZ, 30, 52, 7, ART.wheat, 0.5),
    tufts(rand, 70, HZ + 4, H, ART.wheatDeep, 0.55),
    `<path d="M0 ${HZ}H800V${base}Q400 ${HZ + 2} 0 ${base}Z" fill="#dfe4e7"/>`,
    `<path d="${bins.map(([x, w]) => `M${x} ${base}h${w}l${f(w * 1.5)} 10h${-w}Z`).join('')}" fill="${ART.steelDark}" opacity="0.14"/>`,
    bins.map(([x, w, h]) => grainBin(x, base, w, h, true, 0)).join(''),
    auger(396, base + 6, 566, 174, ART.steelDark),
    fence(0, 330, 300, 55, '#8a7a66', ART.snow),
  ].join('\n');
}

function planningWinter(): string {
  const rand = seeded(2602);
  const { defs, body } = skyFill(X.duskTop, ART.skyDusk);
  let stars = '';
  for (let i = 0; i < 18; i++)
    stars += `<circle cx="${f(rand() * W)}" cy="${f(rand() * 120)}" r="${f(0.8 + rand())}"/>`;
  return [
    `<defs>${defs}${binGradient('binD', '#b5b8cc', '#8c92ab', '#5d6480')}</defs>`,
    body,
    `<g fill="#fff" opacity="0.8">${stars}</g>`,
    `<path d="M128 40a24 24 0 1 0 20 38a19 19 0 1 1 -20 -38Z" fill="${ART.wheat100}"/>`,
    ridge(rand, HZ - 14, 16, X.duskMid, 0.7),
    spruces(rand, 0, 800, HZ + 6, 16, X.spruce, X.duskSnow),
    `<rect y="${HZ + 2}" width="${W}" height="${H - HZ - 2}" fill="${X.duskSnow}"/>`,
    `<path d="M0 330Q200 300 420 326T800 312V450H0Z" fill="#dde4f0"/>`,
    `<path d="M0 400Q220 372 480 398T800 388V450H0Z" fill="${ART.snow}"/>`,
    place(
      556,
      284,
      0.62,
      grainBin(0, 0, 70, 90, true, 1, 'binD') + grainBin(84, 0, 70, 90, true, 1, 'binD'),
    ),
    `<path d="M290 306C300 350 240 400 150 450M312 306C330 350 290 400 214 450" fill="none" stroke="#b3bdd3" stroke-width="5" stroke-linecap="round"/>`,
    place(210, 300, 1.05, farmhouse('#c9b8ae', '#4a3f52', true, true)),
    `<circle cx="302" cy="106" r="8" fill="#fff" opacity="0.25"/><circle cx="310" cy="92" r="11" fill="#fff" opacity="0.18"/><circle cx="322" cy="74" r="14" fill="#fff" opacity="0.12"/>`,
    `<path d="M660 318V196" stroke="#3a3548" stroke-width="4"/><path d="M660 198h16" stroke="#3a3548" stroke-width="3"/><path d="M676 200L640 330H720Z" fill="${X.lamp}" opacity="0.18"/><circle cx="676" cy="202" r="5" fill="${X.lamp}"/><circle cx="676" cy="202" r="14" fill="${X.lamp}" opacity="0.3"/>`,
    `<ellipse cx="676" cy="334" rx="60" ry="9" fill="${X.lamp}" opacity="0.25"/>`,
    fence(430, 800, 372, 50, '#4d4558', ART.snow),
  ].join('\n');
}

function saltIndex(): string {
  const rand = seeded(2603);
  const { defs } = skyFill(ART.skyDay, ART.skyPale);
  const surface = 168;
  let specks = '';
  for (let i = 0; i < 60; i++) {
    const y = surface + 14 + rand() * (H - surface - 20);
    specks += `<circle cx="${f(rand() * W)}" cy="${f(y)}" r="${f(1 + rand() * 2.2)}"/>`;
  }
  let granules = '';
  const colours = [X.urea, X.potash, X.map, X.urea, X.potash];
  for (let i = 0; i < 22; i++) {
    const gx = 486 + (rand() - 0.5) * 62;
    const gy = 298 + (rand() - 0.5) * 40;
    granules += `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(5 + rand() * 3)}" fill="${colours[i % colours.length]!}"/>`;
  }
  // a soil meter on a probe: green, gold and red bands, the needle in the red
  const gx = 660;
  const gy = 92;
  const arc = (a0: number, a1: number, c: string): string =>
    `<path d="M${f(gx - 32 * Math.cos(a0))} ${f(gy - 32 * Math.sin(a0))}A32 32 0 0 1 ${f(gx - 32 * Math.cos(a1))} ${f(gy - 32 * Math.sin(a1))}" fill="none" stroke="${c}" stroke-width="9"/>`;
  const seedling = (x: number, y: number, turn: number, big: number): string =>
    `<g transform="translate(${x} ${y}) scale(${big})">` +
    `<path d="M-2 4C-14 34 -4 64 -18 102M2 6C18 34 8 56 30 86M-4 2C-28 18 -38 36 -58 50M4 0C26 12 38 26 50 52M-12 40c-10 6-16 14-26 16M12 46c8 4 14 10 18 20" fill="none" stroke="${ART.wheat100}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<path d="M2 -6C2 -46 -8 -86 -2 ${surface - y - 18}" fill="none" stroke="${ART.leaf}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-2 ${surface - y - 16}c-16 -14 -34 -18 -48 -14c16 10 32 16 48 16ZM-2 ${surface - y - 16}c14 -18 32 -30 48 -30c-10 16 -28 28 -48 32Z" fill="${ART.leaf}"/>` +
    `<ellipse cx="0" cy="0" rx="20" ry="12" transform="rotate(${turn})" fill="${ART.wheat}"/><path d="M-16 6Q0 0 16 -8" stroke="${ART.wheatDeep}" stroke-width="2" fill="none"/><ellipse cx="-6" cy="-5" rx="8" ry="4" transform="rotate(${turn})" fill="#fff" opacity="0.35"/></g>`;
  return [
    `<defs>${defs}<linearGradient id="soil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ART.soil}"/><stop offset="1" stop-color="${ART.soilDark}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${surface}" fill="url(#sky)"/>`,
    sun(120, 64, 26),
    cloud(250, 92, 120, 0.8),
    ridge(rand, 146, 12, '#9bbf86', 0.8),
    shelterbelt(rand, 0, 400, 160, 10, ART.green700),
    `<rect y="152" width="${W}" height="18" fill="${ART.soilLight}"/>`,
    tufts(rand, 50, 152, surface, ART.wheatDeep, 0.7),
    `<rect y="${surface}" width="${W}" height="${H - surface}" fill="url(#soil)"/>`,
    `<path d="M0 ${surface}H800v6H0Z" fill="#fff" opacity="0.12"/>`,
    `<path d="M0 392Q160 374 330 390T800 382V450H0Z" fill="${ART.soilLight}" opacity="0.55"/>`,
    `<g fill="${ART.soilLight}" opacity="0.5">${specks}</g>`,
    `<ellipse cx="470" cy="298" rx="100" ry="64" fill="#fff" opacity="0.06"/><ellipse cx="476" cy="298" rx="70" ry="44" fill="#fff" opacity="0.08"/>`,
    seedling(170, 300, 15, 0.9),
    seedling(400, 296, -20, 1),
    granules,
    `<path d="M${gx - 2} 120V300h4V120Z" fill="${ART.steel}"/><path d="M${gx - 2} 120V300h2V120Z" fill="#fff" opacity="0.4"/>`,
    `<circle cx="${gx}" cy="${gy}" r="46" fill="${ART.ink}"/><circle cx="${gx}" cy="${gy}" r="40" fill="#fff"/>`,
    arc(0.2, 1.3, ART.leaf),
    arc(1.3, 2.05, ART.canolaDeep),
    arc(2.05, 2.94, X.tractor),
    `<path d="M${gx} ${gy}L${f(gx + 30 * Math.cos(-0.72))} ${f(gy + 30 * Math.sin(-0.72))}" stroke="${ART.ink}" stroke-width="4" stroke-linecap="round"/><circle cx="${gx}" cy="${gy}" r="6" fill="${ART.ink}"/>`,
  ].join('\n');
}

function seedingSeason(): string {
  const rand = seeded(2605);
  const { defs, body } = skyFill('#8cc3ea', ART.skyPale);
  const lane = 318;
  const edge = 420;
  return [
    `<defs>${defs}</defs>`,
    body,
    sun(140, 78, 30),
    clouds(rand, 3, 60, 150, '#fff', 0.85, 280, 800),
    ridge(rand, HZ - 16, 16, '#93b78a', 0.7),
    shelterbelt(rand, 0, 800, HZ + 4, 12, ART.leaf),
    field(ART.soilLight),
    furrows(HZ, lane - 8, 8, ART.wheat300, 0.3),
    tufts(rand, 40, HZ + 4, lane - 10, ART.wheat300, 0.6),
    tufts(rand, 24, lane - 6, lane + 16, ART.wheat300, 0.6, edge, 800),
    `<path d="M0 ${lane - 8}H${edge}V${lane + 18}H0Z" fill="${ART.soil}"/>`,
    furrows(lane - 8, lane + 18, 3, ART.soilDark, 0.6, 0, edge),
    `<rect y="${lane + 18}" width="${W}" height="${H - lane - 18}" fill="${ART.soil}"/>`,
    furrows(lane + 18, H, 10, ART.soilDark, 0.55),
    puffs(rand, 250, lane - 16, 150, ART.wheat300, 0.3),
    place(
      190,
      lane,
      0.72,
      airSeeder(ART.canolaDeep, X.chrome) + place(350, 0, 1, tractor(X.tractor)),
    ),
    `<path d="M620 150q8 -6 16 0q8 -6 16 0M668 128q6 -5 12 0q6 -5 12 0" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>`,
  ].join('\n');
}

function nanoSorb(): string {
  const rand = seeded(2606);
  const { defs, body } = skyFill('#7fb9e6', ART.skyPale);
  const vx = 430;
  const vy = HZ - 14;
  const at = (xb: number, d: number): [number, number] => [vx + (xb - vx) * d, vy + (H - vy) * d];
  // trial strips: alternating greens, each a wedge toward the vanishing point
  const edges = [-620, -200, 220, 640, 1060, 1480];
  const t = (HZ - vy) / (H - vy);
  let strips = field(ART.leaf);
  for (let i = 1; i < 5; i += 2)
    strips += `<path d="M${f(vx + (edges[i]! - vx) * t)} ${HZ}H${f(vx + (edges[i + 1]! - vx) * t)}L${edges[i + 1]!} ${H}H${edges[i]!}Z" fill="${ART.green600}"/>`;
  let plants = '';
  for (let r = 0; r < 14; r++) {
    const xb = vx + (r - 6.5) * 88;
    for (const d of [0.46, 0.58, 0.72, 0.88, 1.06, 1.26]) {
      const [x, y] = at(xb, d);
      if (x < -30 || x > W + 30 || y > H + 50) continue;
      plants += `<use href="#pl" transform="translate(${f(x)} ${f(y)}) scale(${f(d * 1.15)})"/>`;
    }
  }
  let glow = '';
  for (let i = 0; i < 26; i++)
    glow += `<use href="#g${i % 2}" x="${f(30 + rand() * 740)}" y="${f(316 + rand() * 124)}"/>`;
  const flagColours = [X.ember, '#e05d8a', X.ember, '#e05d8a'];
  const flags = [-200, 220, 640, 1060]
    .map((edge, i) => {
      const [x, y] = at(edge, 0.46);
      return flag(x, y, 46, flagColours[i]!);
    })
    .join('');
  return [
    `<defs>${defs}${PLANT}<g id="g0"><circle r="8" fill="#fff6c4" opacity="0.3"/><circle r="2.8" fill="#fffbe8"/></g><g id="g1"><circle r="5" fill="#fff6c4" opacity="0.3"/><circle r="1.8" fill="#fffbe8"/></g></defs>`,
    body,
    sun(150, 70, 28),
    clouds(rand, 3, 70, 150, '#fff', 0.9, 270, 800),
    ridge(rand, HZ - 18, 14, '#8fb6a0', 0.7),
    shelterbelt(rand, 0, 800, HZ + 2, 13, ART.green700),
    strips,
    rows(vx, vy, HZ, 40, 44, 10, ART.green700, 0.35),
    flags,
    plants,
    glow,
  ].join('\n');
}

function harvestPrep(): string {
  const rand = seeded(2608);
  const { defs, body } = skyFill('#a9d0ee', '#f7e6c0');
  const lane = 308;
  const knife = 250 + 280 * 0.8;
  const back = lane - 36;
  const front = lane + 12;
  // rows of wheat heads on the standing crop (upright dashes), finer toward the horizon
  const heads = (y: number, k: number, x0 = 0): string =>
    `<path d="M${f(x0)} ${y}H${W}" stroke="${ART.wheatDeep}" stroke-width="${f(5 * k)}" stroke-dasharray="${f(2 * k)} ${f(4 * k)}" opacity="0.45"/>`;
  return [
    `<defs>${defs}</defs>`,
    body,
    sun(150, 90, 30),
    clouds(rand, 3, 70, 140, '#fff', 0.75, 280, 800),
    ridge(rand, HZ - 14, 14, '#b7b58a', 0.8),
    shelterbelt(rand, 0, 800, HZ + 4, 12, '#5f7d3a'),
    field(ART.wheat),
    heads(HZ + 6, 0.5),
    heads(HZ + 13, 0.7),
    `<path d="M0 ${back}H${W}V${H}H0Z" fill="#ebcd8c"/>`,
    furrows(back, H, 12, ART.wheatDeep, 0.3),
    tufts(rand, 60, back + 4, H, ART.wheatDeep, 0.6),
    cropEdge(0, W, back, 8, ART.wheat, '#c99a40'),
    place(36, lane - 6, 0.5, truck(X.tractor, ART.wheat)),
    place(250, lane, 0.8, combine(ART.green600, ART.green700, ART.canola)),
    `<path d="M${f(knife)} ${back - 8}H${W}V${front}H${f(knife)}Z" fill="${ART.wheat}"/>`,
    heads(back + 2, 0.8, knife),
    heads(back + 12, 0.9, knife),
    heads(back + 24, 1, knife),
    cropEdge(knife, W, front, 10, ART.wheat, '#c99a40'),
    place(612, 424, 1, soilProbe()),
    place(664, 430, 1, sampleBag('#d8c3a0')),
    place(708, 436, 1.1, sampleBag('#e8d9bd')),
  ].join('\n');
}

function fallFertility(): string {
  const rand = seeded(2610);
  const { defs, body } = skyFill('#f3b06a', ART.skyDusk);
  const mid = knollPath(240, 720, 320, 82);
  // a level contour around the knoll, seen from a little above: a shallow smile
  const contour = (y: number, dh: number): string =>
    `M200 ${y}Q480 ${y + 44} 760 ${y}V${y + dh}Q480 ${y + 44 + dh} 200 ${y + dh}Z`;
  return [
    `<defs>${defs}<clipPath id="k"><path d="${mid}"/></clipPath></defs>`,
    body,
    sun(170, 150, 40, '#fbe2a6', '#fff1d6'),
    clouds(rand, 1, 100, 100, '#fff1dd', 0.5, 300, 460),
    geese(560, 90, 9, 9, '#4b3a3a'),
    ridge(rand, HZ - 22, 20, '#c98e5a', 0.6, 260),
    shelterbelt(rand, 0, 520, HZ - 4, 11, X.poplar),
    ridge(rand, HZ + 12, 40, '#b98a4f', 1, 260),
    `<path d="${mid}" fill="${ART.wheatDeep}"/>`,
    `<g clip-path="url(#k)"><ellipse cx="480" cy="244" rx="112" ry="22" fill="${X.eroded}"/><path d="${contour(246, 2)}${contour(306, 2)}${contour(326, 2)}" fill="${ART.harvest700}" opacity="0.3"/><path d="${contour(268, 20)}" fill="${ART.leaf}"/><path d="${contour(268, 4)}" fill="${ART.pasture}"/></g>`,
    `<path d="${knollPath(-120, 330, 360, 70)}" fill="${ART.soilLight}"/>`,
    `<path d="${knollPath(520, 960, 372, 60)}" fill="#9a6b3d"/>`,
    `<path d="M0 ${H}V392Q400 360 800 386V${H}Z" fill="${ART.soil}"/>`,
    tufts(rand, 70, 380, H, ART.wheat, 0.55),
    place(80, 318, 0.7, bale(ART.wheat) + place(46, 8, 0.9, bale(ART.wheatDeep))),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Fallback for editions without a composed scene

type Season = 'winter' | 'spring' | 'summer' | 'fall';

function seasonOf(issue: string): Season {
  const month = Number.parseInt(issue.slice(5, 7), 10);
  if (month === 12 || month === 1 || month === 2) return 'winter';
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'fall';
  return 'summer';
}

const SEASONS: Record<
  Season,
  { sky: [string, string]; hill: string; belt: string; field: string; row: string; snow: boolean }
> = {
  winter: {
    sky: ['#c8d9e8', ART.skyPale],
    hill: '#aebfcc',
    belt: X.spruce,
    field: ART.snow,
    row: ART.wheat,
    snow: true,
  },
  spring: {
    sky: ['#8cc3ea', ART.skyPale],
    hill: '#93b78a',
    belt: ART.leaf,
    field: ART.soil,
    row: ART.soilDark,
    snow: false,
  },
  summer: {
    sky: ['#7fb9e6', ART.skyPale],
    hill: '#8fb6a0',
    belt: ART.green700,
    field: ART.canola,
    row: ART.canolaDeep,
    snow: false,
  },
  fall: {
    sky: ['#f0c48a', ART.skyDusk],
    hill: '#c39a62',
    belt: X.poplar,
    field: '#e6c987',
    row: ART.wheatDeep,
    snow: false,
  },
};

/** What may stand in the field of a fallback cover, by season. */
const PROPS: Record<Season, ('bins' | 'house' | 'bales' | 'seeder' | 'flags')[]> = {
  winter: ['bins', 'house'],
  spring: ['seeder', 'house', 'bins'],
  summer: ['flags', 'bins', 'house'],
  fall: ['bales', 'bins', 'house'],
};

function seasonal(issue: string): string {
  const season = seasonOf(issue);
  const rand = seeded(hash(issue));
  const c = SEASONS[season];
  const { defs, body } = skyFill(c.sky[0], c.sky[1]);
  const sunX = 110 + rand() * 160;
  const vx = 250 + rand() * 300;
  const choices = PROPS[season];
  const prop = choices[Math.floor(rand() * choices.length)] ?? 'bins';
  const x = 420 + rand() * 180;
  const props = {
    bins: () =>
      place(x, HZ + 16, 1, grainBin(0, 0, 60, 76, c.snow) + grainBin(70, 0, 60, 76, c.snow)),
    house: () => place(x, HZ + 20, 0.7, farmhouse('#efe6d6', '#6b4f3a', false, c.snow)),
    bales: () =>
      place(x, HZ + 90, 1.4, bale(ART.canolaDeep) + place(60, -18, 0.75, bale(ART.wheatDeep))),
    seeder: () =>
      place(
        x - 200,
        HZ + 30,
        0.4,
        airSeeder(ART.canolaDeep, X.chrome) + place(350, 0, 1, tractor(X.tractor)),
      ),
    flags: () =>
      [0, 1, 2]
        .map((i) => flag(x + i * 90, HZ + 80 + i * 6, 46, i % 2 ? X.ember : '#e05d8a'))
        .join(''),
  }[prop]();
  return [
    `<defs>${defs}${binGradient()}</defs>`,
    body,
    sun(sunX, 70 + rand() * 40, 28),
    clouds(rand, 2 + Math.floor(rand() * 2), 60, 150, '#fff', 0.8, sunX + 80, W),
    ridge(rand, HZ - 18, 20, c.hill, 0.75),
    c.snow
      ? spruces(rand, 0, 800, HZ + 4, 14, c.belt, ART.snow)
      : shelterbelt(rand, 0, 800, HZ + 4, 12, c.belt),
    field(c.field),
    rows(vx, HZ - 30, HZ, 30, 60, 8, c.row, 0.55),
    rand() < 0.5 ? fence(0, 280, HZ + 54, 56, '#8a7a66', c.snow ? ART.snow : undefined) : '',
    props,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

const SCENES: Record<string, () => string> = {
  '2025-11': yearInReview,
  '2026-02': planningWinter,
  '2026-03': saltIndex,
  '2026-05': seedingSeason,
  '2026-06': nanoSorb,
  '2026-08': harvestPrep,
  '2026-10': fallFertility,
};

/** The edition's cover: 800×450 SVG document. */
export function newsletterCover(newsletter: SeedNewsletter): string {
  const scene = SCENES[newsletter.issue];
  const body = scene ? scene() : seasonal(String(newsletter.issue ?? ''));
  return svg(W, H, `Cover of the newsletter "${newsletter.title}"`, body);
}
