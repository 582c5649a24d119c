import type { SeedProduct } from '../../src/modules/products/product.seed-data.js';
import {
  ART,
  esc,
  FONT,
  groundShadow,
  hash,
  seeded,
  shade,
  svg,
  tint,
  verticalGradient,
  wrap,
} from './kit.js';

/**
 * Product packaging illustrations (480 × 360): each product in its own container (IBC tote, jug,
 * pail, sack or bulk bag) with its label, in front of a backdrop that shows its category.
 * Containers are drawn in a light oblique view: a front face, a darker right face and a lighter
 * top face (light from the upper left).
 */

type Category = SeedProduct['category'];

/** The ground line every container stands on. */
const GROUND = 344;

/** A label to print: the product's name, colour and a small line (its analysis). */
interface Label {
  name: string;
  colour: string;
  line: string;
  /** Variation of the label's layout, so containers of one kind differ. */
  style: number;
}

/** A coordinate rounded to a tenth of a pixel (smaller files, the same picture). */
const r1 = (n: number): number => Math.round(n * 10) / 10;

// ── Backgrounds ──────────────────────────────────────────────────────────────────────────────────

const CAPTION: Record<Category, string> = {
  'Plant Nutrition': '#2f6b2f',
  'Soil Health': ART.harvest700,
  'Organic Solutions': '#3f7f2c',
};

function leaf(x: number, y: number, size: number, angle: number, fill: string): string {
  const s = size;
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0C${r1(s * 0.35)} ${r1(-s * 0.3)} ${r1(s * 0.8)} ${r1(-s * 0.28)} ${s} 0C${r1(s * 0.8)} ${r1(s * 0.28)} ${r1(s * 0.35)} ${r1(s * 0.3)} 0 0Z" fill="${fill}"/><path d="M${r1(s * 0.1)} 0H${r1(s * 0.85)}" stroke="${shade(fill, 0.12)}" stroke-width="1.5"/></g>`;
}

function background(category: Category): string {
  if (category === 'Plant Nutrition') {
    const horizon = 262;
    const rows = [-260, -120, 20, 160, 300, 440, 580, 720]
      .map((x) => `M200 ${horizon}L${x} 400`)
      .join('');
    return `<defs>${verticalGradient('sky', '#d6e8f4', ART.skyPale)}</defs>
<rect width="400" height="400" fill="url(#sky)"/>
<circle cx="352" cy="126" r="18" fill="${ART.sun}" opacity="0.75"/>
<path d="M40 172h54a11 11 0 0 0 0-22a15 15 0 0 0-28-6a12 12 0 0 0-26 28Z" fill="#fff" opacity="0.8"/>
<path d="M0 ${horizon - 14}Q90 ${horizon - 40} 190 ${horizon - 16}T400 ${horizon - 22}V${horizon + 4}H0Z" fill="#a7c58f"/>
<rect y="${horizon}" width="400" height="${400 - horizon}" fill="#9cc26a"/>
<path d="${rows}" stroke="#86ad55" stroke-width="5" opacity="0.7"/>
<rect y="${horizon}" width="400" height="6" fill="#b7d28c"/>`;
  }
  if (category === 'Soil Health') {
    const pebbles = seeded(7);
    const stones = Array.from({ length: 9 }, (_, i) => {
      const x = 20 + i * 45 + pebbles() * 20;
      const y = 372 + pebbles() * 22;
      return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(3 + pebbles() * 4)}" ry="${r1(2 + pebbles() * 2)}" fill="#b08a63" opacity="0.8"/>`;
    }).join('');
    return `<defs>${verticalGradient('bg', '#f6efdf', '#e8d8b5')}</defs>
<rect width="400" height="400" fill="url(#bg)"/>
<path d="M0 326Q100 318 200 324T400 322V400H0Z" fill="#c9a978"/>
<path d="M0 340Q100 334 200 339T400 337V400H0Z" fill="#5a4030"/>
<path d="M0 362Q70 356 150 362T300 360T400 363V400H0Z" fill="${ART.soilLight}"/>
<path d="M0 384Q90 378 190 384T400 382V400H0Z" fill="#9a7550"/>
<path d="M60 341q4 12-3 22M330 339q-5 10 2 20M250 340q3 8 0 14" stroke="#d8c29a" stroke-width="1.5" fill="none" opacity="0.7"/>
${stones}`;
  }
  return `<defs>${verticalGradient('bg', '#f1f7ec', '#dcebd1')}</defs>
<rect width="400" height="400" fill="url(#bg)"/>
${leaf(-10, 120, 120, -28, '#cfe3c0')}${leaf(4, 178, 90, 8, '#c3dcb1')}${leaf(410, 60, 110, 200, '#cfe3c0')}${leaf(402, 150, 80, 165, '#c3dcb1')}
<path d="M0 330Q200 314 400 330V400H0Z" fill="#c6dcb4"/>
<path d="M0 352Q200 340 400 354V400H0Z" fill="#b7d2a2"/>`;
}

function caption(category: Category): string {
  return `<text x="24" y="36" ${FONT} font-size="14" font-weight="700" letter-spacing="1" fill="${CAPTION[category]}">${esc(category.toUpperCase())}</text>`;
}

/** `wrap`, with the lines evened out (no short last line). */
function balanced(text: string, max: number): string[] {
  const lines = wrap(text, max);
  for (let c = Math.ceil(text.length / lines.length); c < max; c++) {
    const even = wrap(text, c);
    if (even.length === lines.length && even.every((l) => l.length <= max)) return even;
  }
  return lines;
}

// ── Labels ───────────────────────────────────────────────────────────────────────────────────────

const BOLD_EM = 0.6;
const REGULAR_EM = 0.53;

/**
 * The name's size and lines in `width` × `height`: the fewest lines (at most 3) whose largest
 * fitting size is legible (18 px where any layout allows) and within 80% of the best one, so short
 * names stay on one line and long ones take a third line rather than shrink.
 */
function fitName(
  name: string,
  width: number,
  height: number,
  max: number,
  min = 14,
): { size: number; lines: string[] } {
  const options: { size: number; lines: string[] }[] = [];
  for (let size = max; size >= min; size--) {
    const chars = Math.floor(width / (size * BOLD_EM));
    const lines = balanced(name, chars);
    const fits = lines.every((l) => l.length <= chars) && lines.length * size * 1.1 <= height;
    if (fits && lines.length <= 3 && !options.some((o) => o.lines.length === lines.length)) {
      options.push({ size, lines });
    }
  }
  if (!options.length) {
    return { size: min, lines: wrap(name, Math.floor(width / (min * BOLD_EM))).slice(0, 3) };
  }
  const best = Math.max(...options.map((o) => o.size));
  const legible = options.filter((o) => o.size >= Math.min(18, best));
  legible.sort((a, b) => a.lines.length - b.lines.length);
  return legible.find((o) => o.size >= best * 0.8) ?? legible[0];
}

/**
 * Lines of small text that fit `width` in at most `maxLines`: the whole text if it fits, else its
 * longest run of leading comma-separated parts that does (an analysis keeps its main figures).
 */
function fitSmall(text: string, width: number, size: number, maxLines: number): string[] {
  const chars = Math.floor(width / (size * REGULAR_EM));
  const parts = text.split(/,\s*/);
  for (let n = parts.length; n > 0; n--) {
    const lines = balanced(parts.slice(0, n).join(', '), chars);
    if (lines.length <= maxLines && lines.every((l) => l.length <= chars)) return lines;
  }
  return wrap(parts[0], chars).slice(0, maxLines);
}

function textLines(
  lines: string[],
  cx: number,
  top: number,
  size: number,
  attrs: string,
  leading = 1.12,
): string {
  const step = r1(size * leading);
  const spans = lines
    .map((l, i) => `<tspan x="${cx}" ${i ? `dy="${step}"` : ''}>${esc(l)}</tspan>`)
    .join('');
  return `<text x="${cx}" y="${r1(top + size * 0.8)}" text-anchor="middle" ${FONT} font-size="${size}" ${attrs}>${spans}</text>`;
}

/**
 * A label in the box (x, y, w, h): a brand line, the product's name and its small line. With
 * `clip` (a path's `d`), the label is cut to that outline (a label wrapped round a pail).
 */
function drawLabel(
  label: Label,
  x: number,
  y: number,
  w: number,
  h: number,
  options: { maxName?: number; clip?: string; small?: number; smallLines?: number } = {},
): string {
  const { colour, style } = label;
  const cx = r1(x + w / 2);
  const pad = w < 150 ? 8 : 12;
  const small = options.small ?? (w < 150 ? 11 : 12);
  const dark = shade(colour, 0.28);
  const light = tint(colour, 0.82);
  let out = options.clip
    ? `<path d="${options.clip}" fill="${colour}"/>`
    : `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${colour}"/>`;
  // A band at the bottom carries the small line; its look varies with the style.
  const smallLines = fitSmall(label.line, w - pad * 2, small, options.smallLines ?? 2);
  const bandH = r1(smallLines.length * small * 1.2 + 10);
  const bandY = r1(y + h - bandH - (style === 1 ? 6 : 0));
  const bandText = style === 1 ? shade(colour, 0.4) : '#fff';
  let band =
    style === 1
      ? `<rect x="${x + 6}" y="${bandY}" width="${w - 12}" height="${bandH}" rx="4" fill="${light}"/>`
      : options.clip
        ? `<rect x="${x - 40}" y="${bandY}" width="${w + 80}" height="${h}" fill="${dark}"/>`
        : `<path d="M${x} ${bandY}H${x + w}V${y + h - 6}a6 6 0 0 1-6 6H${x + 6}a6 6 0 0 1-6-6Z" fill="${dark}"/>`;
  // Brand line at the top.
  const brandSize = w < 150 ? 9 : 10;
  const full = 'PRAIRIE ELITE AGRONOMICS';
  const brand = full.length * brandSize * 0.66 + full.length <= w - 16 ? full : 'PRAIRIE ELITE';
  if (style === 2) {
    const bx = options.clip ? x - 40 : x;
    band += `<rect x="${bx}" y="${y + 6}" width="${w + (x - bx) * 2}" height="${brandSize + 8}" fill="${light}"/>`;
  }
  out += options.clip
    ? `<clipPath id="label"><path d="${options.clip}"/></clipPath><g clip-path="url(#label)">${band}</g>`
    : band;
  out += textLines(
    smallLines,
    cx,
    bandY + 5,
    small,
    `fill="${bandText}" ${style === 1 ? 'font-weight="600"' : 'opacity="0.92"'}`,
    1.2,
  );
  if (style === 2) {
    out += textLines(
      [brand],
      cx,
      y + 10,
      brandSize,
      `font-weight="700" letter-spacing="1" fill="${dark}"`,
    );
  } else {
    out += textLines(
      [brand],
      cx,
      y + 8,
      brandSize,
      `font-weight="700" letter-spacing="1" fill="#fff" opacity="0.85"`,
    );
    out += `<rect x="${r1(cx - 16)}" y="${y + brandSize + 13}" width="32" height="2" rx="1" fill="${style === 1 ? ART.canola : light}"/>`;
  }
  const top = y + brandSize + 20;
  // The name, centred in the room left between the brand line and the band.
  const room = bandY - top - 4;
  const { size, lines } = fitName(label.name, w - pad * 2, room, options.maxName ?? 24);
  const blockH = size * 1.1 * (lines.length - 1) + size;
  out += textLines(
    lines,
    cx,
    r1(top + (room - blockH) / 2),
    size,
    `font-weight="700" fill="#fff"`,
    1.1,
  );
  return out;
}

// ── Shapes ───────────────────────────────────────────────────────────────────────────────────────

/**
 * A box in oblique view: front face (x, y, w, h) with rounded corners `r`, a right face and a top
 * face receding by (dx, dy). The depth is drawn once in the top colour, then again in the side
 * colour clipped below the edge where the two faces meet.
 */
function box(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  dx: number,
  dy: number,
  colours: { front: string; side: string; top: string },
): string {
  const len = Math.hypot(dx, dy);
  const nx = dy / len;
  const ny = -dx / len;
  const p1 = [x + r + r * nx, y + r + r * ny];
  const p4 = [x + w - r - r * nx, y + h - r - r * ny];
  const tr = [x + w - r * 0.29, y + r * 0.29];
  const pts = (list: number[][]): string => list.map(([a, b]) => `${r1(a)},${r1(b)}`).join(' ');
  const depth = (fill: string): string =>
    `<rect x="${x + dx}" y="${y + dy}" width="${w}" height="${h}" rx="${r}"/><polygon points="${pts([p1, [p1[0] + dx, p1[1] + dy], [p4[0] + dx, p4[1] + dy], p4])}"/>`.replace(
      /\/>/g,
      ` fill="${fill}"/>`,
    );
  const a = [tr[0] - dx * 4, tr[1] - dy * 4];
  const b = [tr[0] + dx * 4, tr[1] + dy * 4];
  return `<clipPath id="${id}"><polygon points="${pts([a, b, [b[0], b[1] + h * 2], [a[0], a[1] + h * 2]])}"/></clipPath>
${depth(colours.top)}<g clip-path="url(#${id})">${depth(colours.side)}</g>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${colours.front}"/>`;
}

/** A wooden pallet under a load: front deck board, side, and three feet. */
function pallet(x: number, w: number, dx: number, dy: number): string {
  const top = GROUND - 26;
  const feet = [x + 6, x + w / 2 - 17, x + w - 40]
    .map((fx) => `<rect x="${r1(fx)}" y="${top + 12}" width="34" height="14" fill="#8a6239"/>`)
    .join('');
  return `<polygon points="${x + w},${top} ${x + w + dx},${top + dy} ${x + w + dx},${top + dy + 12} ${x + w},${top + 12}" fill="#93683e"/>
<polygon points="${x},${top} ${x + dx},${top + dy} ${x + w + dx},${top + dy} ${x + w},${top}" fill="#c99c67"/>
<rect x="${x}" y="${top}" width="${w}" height="12" fill="#b98a55"/>${feet}`;
}

// ── Containers ───────────────────────────────────────────────────────────────────────────────────

/** A 1000 L IBC tote: translucent bottle in a steel cage on a pallet, the label on the front. */
function tote(label: Label | null): string {
  const x = 70;
  const w = 236;
  const y = 104;
  const h = 212;
  const dx = 30;
  const dy = -18;
  const cage = ART.steel;
  const cageSide = ART.steelDark;
  let out = groundShadow(214, GROUND, 162, 12);
  out += pallet(x - 6, w + 12, dx, dy);
  // The bottle.
  out += box('bottle', x + 4, y + 4, w - 8, h - 6, 14, dx, dy, {
    front: '#f1f4f4',
    side: '#d3dadc',
    top: '#fafcfc',
  });
  if (label) {
    out += `<rect x="${x + 4}" y="${y + 46}" width="${w - 8}" height="${h - 52}" rx="10" fill="${label.colour}" opacity="0.22"/>`;
    out += `<path d="M${x + w - 4} ${y + 46}l${dx} ${dy}v${h - 58}l${-dx} ${-dy}Z" fill="${label.colour}" opacity="0.2"/>`;
  }
  // Fill cap on the top.
  const capX = x + w / 2 + dx / 2;
  const capY = y + dy / 2 + 2;
  out += `<ellipse cx="${capX}" cy="${capY + 4}" rx="26" ry="8" fill="#4a5258"/><ellipse cx="${capX}" cy="${capY}" rx="26" ry="8" fill="#6a737a"/><ellipse cx="${capX - 3}" cy="${capY - 1}" rx="12" ry="3.5" fill="#8a949b"/>`;
  // The cage: top frame, side bars, front grid, outer frame.
  const tube = (d: string, colour: string, width = 5): string =>
    `<path d="${d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  out += tube(
    `M${x} ${y}l${dx} ${dy}h${w}M${x + w * 0.25} ${y}l${dx} ${dy}M${x + w * 0.75} ${y}l${dx} ${dy}`,
    '#b4bdc3',
    4,
  );
  out += tube(
    `M${x + w + dx} ${y + dy}v${h}M${x + w + dx / 2} ${y + dy / 2}v${h}` +
      [0, 0.25, 0.5, 0.75].map((f) => `M${x + w} ${r1(y + h * f)}l${dx} ${dy}`).join(''),
    cageSide,
    4,
  );
  const grid =
    [1, 2, 3, 4, 5].map((i) => `M${r1(x + (w / 6) * i)} ${y}v${h}`).join('') +
    [1, 2, 3].map((i) => `M${x} ${r1(y + (h / 4) * i)}h${w}`).join('');
  out += tube(grid, cage, 4);
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="none" stroke="${cage}" stroke-width="6"/>`;
  // Valve at the bottom front.
  out += `<rect x="${x + w / 2 - 16}" y="${y + h - 22}" width="32" height="20" rx="4" fill="#3e464c"/><rect x="${x + w / 2 - 6}" y="${y + h - 30}" width="12" height="10" fill="#5a636a"/><rect x="${x + w / 2 - 4}" y="${y + h - 34}" width="36" height="6" rx="3" fill="${ART.canolaDeep}"/>`;
  // The label, hung on the cage.
  if (label) {
    const lx = x + 34;
    const lw = w - 68;
    const ly = y + 40;
    const lh = 132;
    out += `<rect x="${lx + 3}" y="${ly + 3}" width="${lw}" height="${lh}" rx="6" fill="#000" opacity="0.12"/>`;
    out += drawLabel(label, lx, ly, lw, lh, { maxName: 30, smallLines: 3 });
    out += [lx + 14, lx + lw - 18]
      .map((tx) => `<rect x="${tx}" y="${ly - 6}" width="4" height="12" rx="1" fill="#2d3338"/>`)
      .join('');
  } else {
    out += `<rect x="${x + 64}" y="${y + 78}" width="${w - 128}" height="44" rx="6" fill="#e2e8ea"/>`;
    out += textLines(['1000 L'], x + w / 2, y + 88, 20, `font-weight="700" fill="#7b858c"`);
  }
  return out;
}

/** An HDPE jug with a top handle and a cap at the front left. */
function jug(label: Label, large: boolean, cap: string): string {
  const w = large ? 190 : 164;
  const h = large ? 236 : 208;
  const dx = large ? 34 : 30;
  const dy = large ? -18 : -16;
  const x = Math.round(200 - (w + dx) / 2);
  const y = GROUND - h;
  const body = { front: '#f3f2ec', side: '#d6d3c8', top: '#fbfaf6' };
  let out = groundShadow(214, GROUND, w / 2 + 44, 11);
  out += box('jug', x, y, w, h, 20, dx, dy, body);
  // Handle across the top, set back on the top face.
  const hx0 = x + w * 0.42 + dx * 0.55;
  const hx1 = x + w - 16 + dx * 0.55;
  const hy = y + dy * 0.55 + 4;
  out += `<path d="M${r1(hx0)} ${r1(hy)}C${r1(hx0)} ${r1(hy - 40)} ${r1(hx1)} ${r1(hy - 40)} ${r1(hx1)} ${r1(hy)}" stroke="#e4e2d9" stroke-width="15" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M${r1(hx0 + 10)} ${r1(hy - 22)}C${r1(hx0 + 24)} ${r1(hy - 33)} ${r1(hx1 - 24)} ${r1(hy - 33)} ${r1(hx1 - 10)} ${r1(hy - 22)}" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.8"/>`;
  // Neck and cap on the front left.
  const cx = x + 44 + dx * 0.35;
  const cy = y + dy * 0.35 + 2;
  out += `<rect x="${r1(cx - 17)}" y="${r1(cy - 10)}" width="34" height="12" fill="#e6e4dc"/><ellipse cx="${r1(cx)}" cy="${r1(cy - 10)}" rx="17" ry="5" fill="#f1f0ea"/>`;
  out += `<rect x="${r1(cx - 20)}" y="${r1(cy - 30)}" width="40" height="20" rx="3" fill="${cap}"/><ellipse cx="${r1(cx)}" cy="${r1(cy - 30)}" rx="20" ry="6" fill="${tint(cap, 0.25)}"/>`;
  out += `<path d="${[-12, -6, 0, 6, 12].map((o) => `M${r1(cx + o)} ${r1(cy - 24)}v12`).join('')}" stroke="${shade(cap, 0.3)}" stroke-width="1.5"/>`;
  // View stripe with level marks on the side.
  const sx = x + w + dx * 0.5;
  const sy = y + dy * 0.5 + 28;
  const stripeH = h - 60;
  const marks = [0.2, 0.4, 0.6, 0.8]
    .map((f) => `M${r1(sx - 3)} ${r1(sy + stripeH * f)}h6`)
    .join('');
  out += `<rect x="${r1(sx - 4)}" y="${r1(sy)}" width="8" height="${stripeH}" rx="4" fill="#c7c3b6"/><rect x="${r1(sx - 4)}" y="${r1(sy + stripeH * 0.25)}" width="8" height="${r1(stripeH * 0.75)}" rx="4" fill="${label.colour}" opacity="0.45"/><path d="${marks}" stroke="#8f8b80" stroke-width="1.2"/>`;
  // Moulded label recess, then the label.
  const lx = x + 10;
  const lw = w - 20;
  const ly = y + 44;
  const lh = Math.round(h * 0.64);
  out += `<rect x="${lx - 4}" y="${ly - 4}" width="${lw + 8}" height="${lh + 8}" rx="9" fill="#e7e5dc"/>`;
  out += drawLabel(label, lx, ly, lw, lh, { maxName: 28 });
  // A size badge in the corner.
  const size = large ? '20 L' : '10 L';
  out += `<circle cx="${x + w - 26}" cy="${y + 20}" r="15" fill="${ART.canola}"/>`;
  out += textLines([size], x + w - 26, y + 14, 11, `font-weight="800" fill="${ART.ink}"`);
  return out;
}

/** A round 20 L pail with a lid and a wire handle. */
function pail(label: Label, lid: string): string {
  const top = 128;
  const bottom = GROUND - 10;
  const xt0 = 94;
  const xt1 = 306;
  const xb0 = 110;
  const xb1 = 290;
  const ry = 14;
  let out = groundShadow(212, GROUND - 2, 128, 12);
  out += `<defs><linearGradient id="pail" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fbfbf8"/><stop offset="0.35" stop-color="#f1f0ea"/><stop offset="1" stop-color="#cfccc1"/></linearGradient></defs>`;
  // Body with a rounded bottom edge.
  out += `<path d="M${xt0} ${top}L${xb0} ${bottom}A${(xb1 - xb0) / 2} ${ry} 0 0 0 ${xb1} ${bottom}L${xt1} ${top}Z" fill="url(#pail)"/>`;
  // Stacking ribs under the lid.
  const rib = (yy: number, inset: number): string =>
    `<path d="M${xt0 + inset} ${yy}A${(xt1 - xt0) / 2 - inset} ${ry} 0 0 0 ${xt1 - inset} ${yy}" stroke="#bfbcb0" stroke-width="3" fill="none" opacity="0.8"/>`;
  out += rib(top + 26, 2) + rib(top + 34, 2.5);
  // A highlight down the left of the body.
  out += `<path d="M${xt0 + 14} ${top + 40}L${xb0 + 10} ${bottom - 10}" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`;
  // Label wrapped around the front.
  const lt = 166;
  const lb = 306;
  const li0 = xt0 + ((xb0 - xt0) * (lt - top)) / (bottom - top) + 8;
  const li1 = xt1 - ((xt1 - xb1) * (lt - top)) / (bottom - top) - 8;
  const lj0 = xt0 + ((xb0 - xt0) * (lb - top)) / (bottom - top) + 8;
  const lj1 = xt1 - ((xt1 - xb1) * (lb - top)) / (bottom - top) - 8;
  const clip = `M${r1(li0)} ${lt}Q200 ${lt + ry * 2} ${r1(li1)} ${lt}L${r1(lj1)} ${lb}Q200 ${lb + ry * 2} ${r1(lj0)} ${lb}Z`;
  out += drawLabel(
    label,
    Math.round(lj0) + 4,
    lt + ry - 4,
    Math.round(lj1 - lj0) - 8,
    lb - lt - 2,
    {
      clip,
      maxName: 24,
    },
  );
  // Lid: rim band and top.
  out += `<path d="M${xt0 - 5} ${top - 10}V${top + 4}A${(xt1 - xt0) / 2 + 5} ${ry} 0 0 0 ${xt1 + 5} ${top + 4}V${top - 10}Z" fill="${shade(lid, 0.12)}"/>`;
  out += `<ellipse cx="200" cy="${top - 10}" rx="${(xt1 - xt0) / 2 + 5}" ry="${ry}" fill="${lid}"/>`;
  out += `<ellipse cx="200" cy="${top - 10}" rx="${(xt1 - xt0) / 2 - 14}" ry="${ry - 5}" fill="${tint(lid, 0.14)}"/>`;
  const lidRx = (xt1 - xt0) / 2 + 5;
  const tabs = [-75, -25, 25, 75]
    .map((o) => `M${200 + o} ${r1(top - 8 + ry * Math.sqrt(1 - (o / lidRx) ** 2))}v9`)
    .join('');
  out += `<path d="${tabs}" stroke="${shade(lid, 0.35)}" stroke-width="2"/>`;
  // Wire handle from the ears, with a grip.
  out += `<rect x="${xt0 - 2}" y="${top + 12}" width="12" height="16" rx="4" fill="#dedbd0"/><rect x="${xt1 - 10}" y="${top + 12}" width="12" height="16" rx="4" fill="#c8c5b9"/>`;
  out += `<path d="M${xt0 + 4} ${top + 20}C${xt0 - 6} ${top - 90} ${xt1 + 6} ${top - 90} ${xt1 - 4} ${top + 20}" stroke="#7c868d" stroke-width="3" fill="none"/>`;
  out += `<rect x="172" y="${top - 69}" width="56" height="12" rx="6" fill="#2f3437"/>`;
  return out;
}

/** A 10 kg paper sack with a sewn, folded top. */
function sack(label: Label): string {
  const x0 = 106;
  const x1 = 294;
  const top = 96;
  const bottom = GROUND - 4;
  const kraft = '#d9b98a';
  let out = groundShadow(214, GROUND - 2, 124, 12);
  out += `<defs><linearGradient id="sack" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e6cb9f"/><stop offset="0.5" stop-color="${kraft}"/><stop offset="1" stop-color="#b8966a"/></linearGradient></defs>`;
  // Body: bulging sides, a flat base.
  out += `<path d="M${x0 + 6} ${top + 18}C${x0 - 8} ${top + 90} ${x0 - 14} ${bottom - 70} ${x0 - 4} ${bottom - 8}Q${x0 - 2} ${bottom} ${x0 + 10} ${bottom}H${x1 - 10}Q${x1 + 2} ${bottom} ${x1 + 4} ${bottom - 8}C${x1 + 14} ${bottom - 70} ${x1 + 8} ${top + 90} ${x1 - 6} ${top + 18}Z" fill="url(#sack)"/>`;
  // Gusset folds and creases.
  out += `<path d="M${x0 + 2} ${bottom - 4}l22 -26M${x1 - 2} ${bottom - 4}l-22 -26" stroke="#a88658" stroke-width="1.5" fill="none" opacity="0.7"/>`;
  // Folded, sewn top.
  out += `<path d="M${x0 + 2} ${top + 2}H${x1 - 2}L${x1 - 6} ${top + 26}H${x0 + 6}Z" fill="#c9a674"/>`;
  out += `<rect x="${x0 + 4}" y="${top + 8}" width="${x1 - x0 - 8}" height="12" fill="#ece0c6"/>`;
  out += `<path d="M${x0 + 10} ${top + 14}H${x1 - 10}" stroke="#8a6a44" stroke-width="1.5" stroke-dasharray="4 3"/>`;
  // Label: a full-width printed band.
  const lx = x0 + 6;
  const lw = x1 - x0 - 12;
  out += drawLabel(label, lx, top + 62, lw, 158, { maxName: 28, smallLines: 3 });
  out += `<text x="200" y="${top + 50}" text-anchor="middle" ${FONT} font-size="13" font-weight="700" fill="#7a5a34">NET 10 kg</text>`;
  return out;
}

/** A 1-tonne woven bulk bag with four lifting loops, on a pallet. */
function bulkBag(label: Label): string {
  const x = 82;
  const w = 214;
  const y = 132;
  const bottom = GROUND - 26;
  const dx = 36;
  const dy = -20;
  const woven = '#ecebe4';
  const wovenSide = '#cfcdc3';
  let out = groundShadow(216, GROUND, 160, 12);
  out += pallet(x - 10, w + 20, dx, dy);
  // Side and top faces, bulging.
  out += `<path d="M${x + w - 2} ${y + 4}L${x + w + dx} ${y + dy}Q${x + w + dx + 10} ${(y + bottom) / 2 + dy} ${x + w + dx} ${bottom + dy}L${x + w} ${bottom}Z" fill="${wovenSide}"/>`;
  out += `<path d="M${x + 2} ${y + 2}Q${x + dx / 2 + w / 2} ${y + dy - 12} ${x + w + dx} ${y + dy}L${x + w} ${y}Q${x + w / 2} ${y - 6} ${x} ${y}Z" fill="#f7f6f1"/>`;
  out += `<path d="M${x + dx} ${y + dy}Q${x + dx / 2 + w / 2} ${y + dy - 8} ${x + w + dx} ${y + dy}" stroke="${wovenSide}" stroke-width="2" fill="none"/>`;
  // Top duffle, gathered and tied.
  const tx = x + w / 2 + dx / 2;
  const ty = y + dy / 2 - 4;
  out += `<path d="M${tx - 26} ${ty + 4}Q${tx - 8} ${ty - 10} ${tx - 6} ${ty - 24}H${tx + 6}Q${tx + 8} ${ty - 10} ${tx + 26} ${ty + 4}Z" fill="#e2e0d7"/><rect x="${tx - 9}" y="${ty - 16}" width="18" height="5" rx="2" fill="${ART.steelDark}"/>`;
  // Front face, bulging.
  out += `<path d="M${x} ${y}Q${x + w / 2} ${y - 6} ${x + w} ${y}Q${x + w + 10} ${(y + bottom) / 2} ${x + w} ${bottom}H${x}Q${x - 10} ${(y + bottom) / 2} ${x} ${y}Z" fill="${woven}"/>`;
  // Weave texture.
  const weave = Array.from({ length: 11 }, (_, i) => `M${x + 4} ${y + 12 + i * 16}h${w - 8}`).join(
    '',
  );
  out += `<path d="${weave}" stroke="#d8d6cc" stroke-width="1" opacity="0.8"/>`;
  // Lifting loops: two at the back, two at the front.
  const loop = (lx: number, ly: number, colour: string): string =>
    `<path d="M${lx - 12} ${ly + 8}C${lx - 14} ${ly - 34} ${lx + 14} ${ly - 34} ${lx + 12} ${ly + 8}" stroke="${colour}" stroke-width="9" fill="none"/>`;
  out += loop(x + 14 + dx, y + dy, '#c9bf9f') + loop(x + w - 10 + dx, y + dy, '#b8ae8e');
  out += loop(x + 14, y + 2, '#ddd3b3') + loop(x + w - 14, y + 2, '#d3c9a9');
  out += `<path d="M${x + 2} ${y + 16}H${x + 26}M${x + w - 26} ${y + 16}H${x + w - 2}" stroke="#b8ae8e" stroke-width="2" stroke-dasharray="3 2"/>`;
  // Document pouch on the side, the printed label on the front.
  out += `<path d="M${x + w + 8} ${y + 40}l20 -11v34l-20 11Z" fill="#fff" opacity="0.75"/><path d="M${x + w + 12} ${y + 48}l12 -6M${x + w + 12} ${y + 54}l12 -6M${x + w + 12} ${y + 60}l8 -4" stroke="#9aa0a4" stroke-width="1.2"/>`;
  out += drawLabel(label, x + 24, y + 36, w - 48, 126, { maxName: 24 });
  out += `<text x="${x + w / 2}" y="${bottom - 10}" text-anchor="middle" ${FONT} font-size="12" font-weight="700" fill="#8f8c82" letter-spacing="1">1000 kg</text>`;
  return out;
}

/**
 * The pictures are 4:3 (480 × 360), the shape of the site's product cards, so nothing is cropped.
 * The backgrounds and containers are drawn on a 400 × 400 square: a background is scaled to the
 * full width (its top sky band falls outside), a container scaled down to stand on its ground.
 */
function landscape4x3(background: string): string {
  return `<g transform="translate(0 -96) scale(1.2)">${background}</g>`;
}

function onGround(pack: string): string {
  return `<g transform="translate(60 15) scale(0.9)">${pack}</g>`;
}

// ── Documents ────────────────────────────────────────────────────────────────────────────────────

/** The product's illustration: 480×360 SVG document. */
export function productArt(product: SeedProduct): string {
  const h = hash(product.name);
  const label: Label = {
    name: product.name,
    colour: product.colour,
    line: product.analysis.replace(/\^(\d+)/g, (_, d: string) =>
      [...d].map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)]).join(''),
    ),
    style: (h >>> 6) % 3,
  };
  const { kind, size } = product.packaging;
  let pack: string;
  switch (kind) {
    case 'tote':
      pack = tote(label);
      break;
    case 'jug':
      pack = jug(label, /20\s*L/i.test(size), shade(product.colour, 0.2));
      break;
    case 'pail':
      pack = pail(label, shade(product.colour, 0.1));
      break;
    case 'sack':
      pack = sack(label);
      break;
    case 'bulk-bag':
      pack = bulkBag(label);
      break;
  }
  return svg(
    480,
    360,
    `${product.name} in a ${size}`,
    `${landscape4x3(background(product.category))}\n${caption(product.category)}\n${onGround(pack)}`,
  );
}

/** A plain 1000 L IBC tote with no product label (the fallback image of a broken video thumbnail): 480×360. */
export function toteArt(): string {
  return svg(
    480,
    360,
    '1000 L IBC tote',
    `${landscape4x3(`<defs>${verticalGradient('bg', ART.wheat100, '#e9eee6')}</defs>
<rect width="400" height="400" fill="url(#bg)"/>`)}
${onGround(tote(null))}`,
  );
}
