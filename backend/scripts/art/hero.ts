/**
 * The home page hero: a prairie farmyard at sunrise, 1600 × 900.
 *
 * Composed for the page: the left half stays calm (sky and smooth fields) under the title scrim,
 * while the sun and the farmyard sit in the right half, well inside the band that survives an
 * object-fit cover crop (about y 140–760) and the phone crop (the right 60 %).
 */
import { ART, groundShadow, mix, seeded, svg } from './kit.js';
// rounds to one decimal place; called `n` here, where `f` names a fraction along a shape
import { f as n } from './props.js';

type Pt = readonly [number, number];

const W = 1600;
const H = 900;

/** Haze colour at the horizon: distant layers are mixed towards it. */
const HAZE = '#f3dcc0';
const BARN = '#b4462f';
const BARN_SHADE = '#8c3424';
const ROOF = '#4d3a2e';

/** A smooth curve through the points (Catmull-Rom as cubic Béziers), without the leading M. */
function curve(points: readonly Pt[]): string {
  let d = '';
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

const start = (p: Pt): string => `M${n(p[0])} ${n(p[1])}`;

/** A field or ridge: its top edge through `top`, filled down to the bottom of the picture. */
function band(top: readonly Pt[], fill: string): string {
  const first = top[0];
  const last = top[top.length - 1];
  return `<path d="${start(first)}${curve(top)}L${n(last[0])} ${H}L${n(first[0])} ${H}Z" fill="${fill}"/>`;
}

/** Points between two curves with the same x positions. */
function between(a: readonly Pt[], b: readonly Pt[], t: number): Pt[] {
  return a.map((p, i) => [p[0] + (b[i][0] - p[0]) * t, p[1] + (b[i][1] - p[1]) * t] as const);
}

/** Crop rows following the contour of a field, closer together towards the horizon. */
function rows(
  top: readonly Pt[],
  bottom: readonly Pt[],
  count: number,
  colour: string,
  width: [number, number],
  opacity: number,
): string {
  let out = '';
  for (let k = 1; k <= count; k++) {
    const t = (k / (count + 1)) ** 1.7;
    const line = between(top, bottom, t);
    const w = width[0] + (width[1] - width[0]) * t;
    out += `<path d="${start(line[0])}${curve(line)}" stroke-width="${n(w)}"/>`;
  }
  return `<g fill="none" stroke="${colour}" stroke-linecap="round" opacity="${opacity}">${out}</g>`;
}

function defs(): string {
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="540" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#8ec3e6"/><stop offset="0.42" stop-color="${ART.skyDay}"/><stop offset="0.78" stop-color="#f4e6cf"/><stop offset="1" stop-color="${ART.skyDusk}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff4c8" stop-opacity="0.9"/><stop offset="0.35" stop-color="#fde9b0" stop-opacity="0.45"/><stop offset="1" stop-color="#fbe3b4" stop-opacity="0"/></radialGradient>
<linearGradient id="bin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#dfe5e8"/><stop offset="0.35" stop-color="#c3ccd2"/><stop offset="1" stop-color="${ART.steelDark}"/></linearGradient>
<linearGradient id="binRoof" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#eef2f4"/><stop offset="1" stop-color="${ART.steel}"/></linearGradient>
<linearGradient id="near" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ART.wheat}"/><stop offset="1" stop-color="${ART.canolaDeep}"/></linearGradient>
</defs>`;
}

/** A soft flat cloud: a rounded base with a few puffs rising from it. */
function cloud(x: number, y: number, length: number, size: number, opacity: number): string {
  const bottom = y + size * 0.6;
  const rnd = seeded(Math.round(x * 7 + y));
  const puffs = [
    [0.22, 1.2],
    [0.42, 2],
    [0.62, 1.5],
    [0.8, 1],
  ]
    .map(([f, r]) => [f + (rnd() - 0.5) * 0.08, r * (0.8 + rnd() * 0.4)])
    .map(
      ([f, r]) =>
        `<circle cx="${n(x + length * f)}" cy="${n(bottom - size * r)}" r="${n(size * r)}"/>`,
    )
    .join('');
  return `<g fill="#fff" opacity="${opacity}"><rect x="${x}" y="${n(y - size * 0.5)}" width="${length}" height="${n(size * 1.1)}" rx="${n(size * 0.55)}"/>${puffs}</g>`;
}

function sky(): string {
  const sun = { x: 1215, y: 318, r: 56 };
  const clouds = [
    cloud(130, 262, 300, 16, 0.5),
    cloud(420, 176, 170, 11, 0.35),
    cloud(640, 214, 250, 14, 0.55),
    cloud(1360, 206, 200, 12, 0.6),
  ].join('');
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${sun.x}" cy="${sun.y + 40}" r="330" fill="url(#glow)"/>
${clouds}
<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r + 22}" fill="#fff1bd" opacity="0.45"/>
<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${ART.sun}"/>
<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r - 12}" fill="#f9e08a" opacity="0.55"/>`;
}

function birds(): string {
  const flock: [number, number, number][] = [
    [1010, 250, 1],
    [1048, 228, 0.8],
    [1075, 262, 0.9],
    [1112, 240, 0.7],
    [905, 300, 0.75],
  ];
  const paths = flock
    .map(
      ([x, y, s]) =>
        `<path d="M${x - 13 * s} ${y}q${6 * s} ${-8 * s} ${13 * s} 0q${7 * s} ${-8 * s} ${13 * s} 0"/>`,
    )
    .join('');
  return `<g fill="none" stroke="${ART.green900}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" opacity="0.6">${paths}</g>`;
}

/** One broad tree canopy, lit from the upper left. */
function tree(x: number, y: number, r: number, dark: string, light: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${dark}"/>` +
    `<circle cx="${n(x - r * 0.28)}" cy="${n(y - r * 0.26)}" r="${n(r * 0.62)}" fill="${light}"/>`
  );
}

function shelterbelt(): string {
  const rnd = seeded(1905);
  const backDark = mix(ART.green700, HAZE, 0.22);
  const backLight = mix(ART.leaf, HAZE, 0.22);
  let back = '';
  let front = '';
  for (let x = 955; x < 1640; x += 30) {
    back += tree(x + rnd() * 10, 500 + rnd() * 12, 30 + rnd() * 9, backDark, backLight);
  }
  for (let x = 962; x < 1620; x += 44) {
    front += tree(x + rnd() * 14, 528 + rnd() * 8, 22 + rnd() * 6, ART.green700, ART.leaf);
  }
  // a few tall poplars rising above the belt
  const poplars = [
    [1000, 470, 58],
    [1268, 462, 62],
    [1572, 470, 56],
  ]
    .map(
      ([x, y, h]) =>
        `<ellipse cx="${x}" cy="${y}" rx="19" ry="${h}" fill="${backDark}"/><ellipse cx="${x - 5}" cy="${y - 10}" rx="11" ry="${h * 0.7}" fill="${backLight}"/>`,
    )
    .join('');
  return poplars + back + front;
}

/** A small, hazy shelterbelt far away on the ridge, for depth. */
function farTrees(x0: number, x1: number, y: number): string {
  const rnd = seeded(77);
  let out = `<rect x="${x0 - 6}" y="${y - 6}" width="${x1 - x0 + 12}" height="14" rx="6"/>`;
  for (let x = x0; x < x1; x += 10 + rnd() * 10) {
    const r = 6 + rnd() * 7;
    out += `<circle cx="${n(x)}" cy="${n(y + 4 - r)}" r="${n(r)}"/>`;
  }
  return `<g fill="${mix(ART.green700, HAZE, 0.6)}">${out}</g>`;
}

function farmhouse(x: number, base: number): string {
  // gable face on the left (lit), long side to the right (shaded)
  const w = 46;
  const side = 54;
  const wall = 40;
  const apex = 26;
  return `${groundShadow(x + 62, base + 2, 62, 6)}
<path d="M${x} ${base}V${base - wall}L${x + w / 2} ${base - wall - apex}L${x + w} ${base - wall}V${base}Z" fill="${ART.wheat100}"/>
<path d="M${x + w} ${base}V${base - wall}H${x + w + side}V${base}Z" fill="${ART.wheat300}"/>
<path d="M${x + w / 2} ${base - wall - apex}H${x + w / 2 + side + 4}L${x + w + side + 6} ${base - wall + 2}H${x + w - 2}Z" fill="${ROOF}"/>
<path d="M${x - 3} ${base - wall + 2}L${x + w / 2} ${base - wall - apex}L${x + w + 2} ${base - wall + 2}" fill="none" stroke="${ROOF}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
<rect x="${x + w + side - 20}" y="${base - wall - apex - 2}" width="8" height="14" fill="${ART.soilLight}"/>
<rect x="${x + 10}" y="${base - 27}" width="10" height="12" rx="1.5" fill="${ART.canola}"/>
<rect x="${x + 27}" y="${base - 27}" width="10" height="12" rx="1.5" fill="${ART.canola}"/>
<rect x="${x + w + 10}" y="${base - 28}" width="11" height="12" rx="1.5" fill="${ART.canolaDeep}"/>
<rect x="${x + w + 31}" y="${base - 28}" width="11" height="12" rx="1.5" fill="${ART.canolaDeep}"/>
<rect x="${x + w + 4}" y="${base - 4}" width="${side - 8}" height="4" fill="${ART.steel}"/>`;
}

function barn(x: number, base: number): string {
  // gambrel gable facing left-front, long shaded side to the right
  const w = 70;
  const side = 72;
  const wall = 44;
  const g = base - wall;
  const face = `M${x} ${base}V${g}L${x + 9} ${g - 24}L${x + w / 2} ${g - 40}L${x + w - 9} ${g - 24}L${x + w} ${g}V${base}Z`;
  const roof = `M${x + w / 2} ${g - 40}H${x + w / 2 + side}L${x + w - 9 + side + 2} ${g - 24}L${x + w + side + 3} ${g + 2}H${x + w}L${x + w - 9} ${g - 24}Z`;
  return `${groundShadow(x + 100, base + 2, 92, 7)}
<path d="M${x + w} ${base}V${g}H${x + w + side}V${base}Z" fill="${BARN_SHADE}"/>
<path d="${roof}" fill="${ROOF}"/>
<path d="M${x + w / 2} ${g - 40}H${x + w / 2 + side}L${x + w - 9 + side + 2} ${g - 24}H${x + w - 9}Z" fill="#62493a"/>
<path d="${face}" fill="${BARN}"/>
<path d="${face}" fill="none" stroke="${ART.wheat100}" stroke-width="3" stroke-linejoin="round"/>
<rect x="${x + 19}" y="${base - 32}" width="32" height="32" fill="${BARN_SHADE}" stroke="${ART.wheat100}" stroke-width="3"/>
<path d="M${x + 19} ${base - 32}L${x + 51} ${base}M${x + 51} ${base - 32}L${x + 19} ${base}" stroke="${ART.wheat100}" stroke-width="3"/>
<rect x="${x + 29}" y="${g - 24}" width="12" height="12" fill="${ART.wheat100}"/>
<rect x="${x + w + 16}" y="${base - 30}" width="14" height="12" fill="${ART.wheat100}" opacity="0.85"/>
<rect x="${x + w + 44}" y="${base - 30}" width="14" height="12" fill="${ART.wheat100}" opacity="0.85"/>`;
}

/** A corrugated steel grain bin with a conical roof, centred at x, standing on `base`. */
function bin(x: number, base: number, r: number, h: number): string {
  const top = base - h;
  const cone = r * 0.62;
  const e = r * 0.16; // ellipse depth of the rims
  const rings = [0.25, 0.5, 0.75]
    .map(
      (f) =>
        `<path d="M${n(x - r)} ${n(top + h * f)}Q${x} ${n(top + h * f + 2 * e)} ${n(x + r)} ${n(top + h * f)}"/>`,
    )
    .join('');
  return `${groundShadow(x + r * 0.9, base + 2, r * 1.5, 6)}
<path d="M${n(x - r)} ${n(top)}V${base}Q${x} ${n(base + 2 * e)} ${n(x + r)} ${base}V${n(top)}Z" fill="url(#bin)"/>
<g fill="none" stroke="${ART.steelDark}" stroke-width="2" opacity="0.45">${rings}</g>
<path d="M${n(x - r - 3)} ${n(top + 1)}L${x} ${n(top - cone)}L${n(x + r + 3)} ${n(top + 1)}Q${x} ${n(top + 2 * e + 2)} ${n(x - r - 3)} ${n(top + 1)}Z" fill="url(#binRoof)"/>
<rect x="${n(x - 5)}" y="${n(top - cone - 6)}" width="10" height="8" rx="2" fill="${ART.steelDark}"/>`;
}

function auger(x: number, base: number, topX: number, topY: number): string {
  // a portable grain auger leaning on a bin: tube, support legs and a wheel
  const mx = x + (topX - x) * 0.35;
  const my = base + (topY - base) * 0.35;
  return `<g stroke="${ART.steelDark}" stroke-linecap="round" fill="none">
<path d="M${x} ${base}L${topX} ${topY}" stroke-width="6"/>
<path d="M${n(mx)} ${n(my)}L${n(mx + 16)} ${base + 2}M${n(mx)} ${n(my)}L${n(mx - 4)} ${base + 2}" stroke-width="3"/>
</g><circle cx="${n(mx + 16)}" cy="${base - 2}" r="6" fill="${ART.soil}"/>
<path d="M${topX} ${topY}l8 6" stroke="${ART.steelDark}" stroke-width="5" stroke-linecap="round"/>`;
}

function farmyard(): string {
  const base = 552;
  return `${shelterbelt()}
<ellipse cx="1280" cy="${base + 6}" rx="250" ry="14" fill="${mix(ART.wheat300, ART.pasture, 0.25)}"/>
${farmhouse(1012, base + 4)}
${barn(1112, base + 2)}
${bin(1332, base, 30, 72)}
${bin(1398, base + 4, 34, 80)}
${bin(1468, base + 2, 30, 70)}
${bin(1526, base - 2, 24, 56)}
${auger(1258, base + 8, 1318, base - 70)}`;
}

function powerLine(): string {
  // slim poles along the road, receding towards the yard: [x, base, height]
  const poles: [number, number, number][] = [
    [1512, 742, 150],
    [1428, 652, 88],
    [1372, 604, 52],
  ];
  let out = '';
  const wire = (ax: number, ay: number, bx: number, by: number, sag: number): string =>
    `<path d="M${n(ax)} ${n(ay)}Q${n((ax + bx) / 2)} ${n((ay + by) / 2 + sag)} ${n(bx)} ${n(by)}" fill="none" stroke="${ART.soilDark}" stroke-width="2" opacity="0.6"/>`;
  const head = (i: number): [number, number, number] => {
    const [x, b, h] = poles[i];
    const s = h / 150;
    return [x, b - h + 8 * s, 22 * s + 5];
  };
  for (let i = 0; i < poles.length; i++) {
    const [x, b, h] = poles[i];
    const s = h / 150;
    const [, ay, arm] = head(i);
    out += `<path d="M${x} ${b}V${b - h}M${n(x - arm)} ${n(ay)}H${n(x + arm)}" stroke="${ART.soil}" stroke-width="${n(3 + 3 * s)}" stroke-linecap="round"/>`;
    if (i + 1 < poles.length) {
      const [x2, by, arm2] = head(i + 1);
      for (const side of [-1, 1])
        out += wire(x + side * (arm - 2), ay, x2 + side * (arm2 - 2), by, 8 * s);
    }
  }
  // the wires run on out of the picture past the nearest pole
  const [x, ay, arm] = head(0);
  for (const side of [-1, 1])
    out += wire(x + side * (arm - 2), ay, x + side * (arm - 2) + 110, ay + 60, 10);
  return out;
}

function road(): string {
  // a gravel road from the bottom right, winding up into the yard
  const left: Pt[] = [
    [1330, 905],
    [1360, 760],
    [1322, 660],
    [1262, 596],
    [1240, 560],
  ];
  const right: Pt[] = [
    [1252, 560],
    [1290, 596],
    [1372, 660],
    [1470, 760],
    [1520, 905],
  ];
  const d = `${start(left[0])}${curve(left)}L${n(right[0][0])} ${n(right[0][1])}${curve(right)}Z`;
  const centre = between(left, [...right].reverse(), 0.5);
  return `<path d="${d}" fill="#e4d4b0"/>
<path d="${start(centre[0])}${curve(centre)}" fill="none" stroke="#cdb88f" stroke-width="6" stroke-dasharray="2 26" stroke-linecap="round" opacity="0.8"/>`;
}

function land(): string {
  const farRidge: Pt[] = [
    [0, 468],
    [260, 452],
    [620, 466],
    [980, 446],
    [1320, 458],
    [1600, 444],
  ];
  const nearRidge: Pt[] = [
    [0, 486],
    [380, 474],
    [780, 490],
    [1120, 476],
    [1600, 486],
  ];
  const paleField: Pt[] = [
    [0, 500],
    [420, 494],
    [860, 504],
    [1600, 498],
  ];
  const canola: Pt[] = [
    [0, 516],
    [300, 508],
    [640, 520],
    [960, 512],
    [1600, 524],
  ];
  const green: Pt[] = [
    [0, 576],
    [340, 562],
    [700, 580],
    [980, 560],
    [1300, 548],
    [1600, 556],
  ];
  const greenBottom: Pt[] = [
    [0, 700],
    [340, 690],
    [700, 700],
    [980, 680],
    [1300, 660],
    [1600, 660],
  ];
  const wheat: Pt[] = [
    [0, 668],
    [360, 650],
    [760, 668],
    [1080, 640],
    [1380, 618],
    [1600, 610],
  ];
  const wheatBottom: Pt[] = [
    [0, 1140],
    [360, 1120],
    [760, 1130],
    [1080, 1100],
    [1380, 1080],
    [1600, 1070],
  ];
  return [
    band(farRidge, mix(ART.green600, HAZE, 0.72)),
    farTrees(820, 930, 478),
    band(nearRidge, mix(ART.leaf, HAZE, 0.55)),
    band(paleField, mix(ART.wheat, HAZE, 0.45)),
    band(canola, mix(ART.canola, HAZE, 0.1)),
    rows(canola, between(canola, green, 1.6), 3, ART.canolaDeep, [2, 3], 0.35),
    band(green, ART.pasture),
    rows(green, greenBottom, 4, ART.leaf, [2, 4], 0.5),
    farmyard(),
    band(wheat, 'url(#near)'),
    rows(wheat, wheatBottom, 9, ART.wheatDeep, [2, 9], 0.45),
    rows(
      between(wheat, wheatBottom, 0.04),
      between(wheatBottom, wheat, -0.02),
      8,
      '#f0cf7a',
      [2, 5],
      0.5,
    ),
    road(),
    powerLine(),
  ].join('\n');
}

/** The home page hero: 1600×900 SVG document. */
export function heroArt(): string {
  const body = [defs(), sky(), birds(), land()].join('\n');
  return svg(
    W,
    H,
    'Prairie farmland at sunrise: canola and wheat fields, grain bins and a farmyard',
    body,
  );
}
