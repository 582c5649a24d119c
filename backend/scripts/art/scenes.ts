/**
 * The built-in 800 × 450 scenes of the image manager and the technology pages: three crops in the
 * field, a soil profile, two consultation scenes and two technology pictures, drawn with the
 * shared kit. Field scenes follow the covers' conventions (sun and brightest sky on the left,
 * light from the upper left, a shelterbelt on the horizon); the people are the portraits'
 * faceless flat figures, full length. Only the two diagrams carry words (short labels).
 */
import { ART, FONT, groundShadow, mix, seeded, shade, svg, tint, verticalGradient } from './kit.js';
import { cloud, dot, f, H, place, type Rand, ridge, sampleBag, skyFill, sun, W } from './props.js';

/** Rounds to a whole number (for textures where tenths don't show). */
function i0(v: number): string {
  return String(Math.round(v));
}

/** A dot to draw with a round-capped stroke (`specks`): a dozen bytes per dot. */
function pt(x: number, y: number): string {
  return `M${Math.round(x)} ${Math.round(y)}h.01`;
}

/** Round dots `size` across at the points of `d` (made with `pt`). */
function specks(d: string, color: string, size: number, opacity = 1): string {
  return `<path d="${d}" stroke="${color}" stroke-width="${f(size)}" stroke-linecap="round"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

// ---------------------------------------------------------------------------------------------
// Sky and land (the covers' vocabulary)

/** The sky, `height` tall, with its gradient in its own `<defs>`. */
function sky(top: string, bottom: string, height = H): string {
  const { defs, body } = skyFill(top, bottom, height);
  return `<defs>${defs}</defs>${body}`;
}

/** The field below the horizon `hz`, in one fill. */
function field(hz: number, fill: string): string {
  return `<path d="M0 ${hz}H${W}V${H}H0Z" fill="${fill}"/>`;
}

/** A strip `h` tall across the picture, its top at y. */
function strip(y: number, h: number, fill: string, opacity = 1): string {
  return `<path d="M0 ${y}H${W}v${h}H0Z" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** A shelterbelt: a row of round tree crowns standing on y (crowns in three sizes). */
function belt(rand: Rand, x0: number, x1: number, y: number, size: number, color: string): string {
  const crowns = ['', '', ''];
  for (let x = x0; x < x1; x += size * (1 + rand() * 0.6)) {
    const k = Math.floor(rand() * 3);
    const r = size * (0.65 + k * 0.2);
    crowns[k] += pt(x, y - r * 0.7);
  }
  const trees = crowns.map((d, k) => specks(d, color, 2 * size * (0.65 + k * 0.2))).join('');
  return `${trees}<path d="M${f(x0 - size * 0.4)} ${y}V${f(y - size * 0.5)}H${f(x1 + size * 0.4)}V${y}Z" fill="${color}"/>`;
}

/**
 * Where `count` rows across the field fall between `top` and `bottom` (closer together toward the
 * horizon, by `power`): each row's depth `t` (0 far, 1 near), `y`, and size `s` (`size[0]` far to
 * `size[1]` near).
 */
function fieldRows(
  top: number,
  bottom: number,
  count: number,
  size: [number, number],
  power = 1.8,
): { i: number; t: number; y: number; s: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const t = ((i + 0.5) / count) ** power;
    return { i, t, y: top + (bottom - top) * t, s: size[0] + (size[1] - size[0]) * t };
  });
}

/** Rows of dots (flowers, heads) across the field, bigger and further apart toward the viewer. */
function dotRows(
  top: number,
  bottom: number,
  count: number,
  size: [number, number],
  color: string,
  opacity: number,
  wave = 4,
  power = 1.8,
): string {
  let out = '';
  for (const { i, t, y, s: r } of fieldRows(top, bottom, count, size, power)) {
    const amp = wave * (0.3 + t);
    out += `<path d="M-10 ${i0(y)}Q200 ${i0(y - amp)} 400 ${i0(y)}T810 ${i0(y)}" stroke-width="${f(r)}" stroke-dasharray="0 ${f(r * 1.5)} 0 ${f(r * 2.7)} 0 ${f(r * 1.9)}" stroke-dashoffset="${f(i * r * 1.3)}"/>`;
  }
  return `<g fill="none" stroke="${color}" stroke-linecap="round" opacity="${opacity}">${out}</g>`;
}

/** Short grass or stubble tufts scattered between `top` and `bottom`. */
function tufts(
  rand: Rand,
  count: number,
  top: number,
  bottom: number,
  color: string,
  opacity: number,
  scale = 1,
): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = rand();
    const y = top + (bottom - top) * t * t;
    const x = rand() * W;
    const h = (3 + 10 * t * t) * scale;
    d += `M${Math.round(x)} ${Math.round(y)}l${f(-h * 0.3)} ${f(-h)}m${f(h * 0.3)} ${f(h)}l${f(h * 0.2)} ${f(-h * 0.95)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="1.8" stroke-linecap="round" opacity="${opacity}"/>`;
}

// ---------------------------------------------------------------------------------------------
// People: the portraits' faceless figures, full length (local coordinates, feet at y = 0)

interface Person {
  skin: string;
  hair: string;
  top: string;
  pants: string;
  cap?: string;
  /** long hair in a ponytail behind the head */
  long?: boolean;
  vest?: string;
  arms: 'tablet' | 'point' | 'probe';
}

const SKIN = ['#f3cdb1', '#eebf9c', '#e2ad86', '#d39a70', '#b67c55', '#93603f'] as const;

/** A limb: a thick round-capped stroke through the points, given as x, y, x, y, … */
function limb(points: readonly number[], width: number, color: string): string {
  let d = '';
  for (let i = 0; i < points.length; i += 2)
    d += `${i ? 'L' : 'M'}${f(points[i]!)} ${f(points[i + 1]!)}`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A standing person about 250 tall, facing the viewer, lit from the upper left. */
function person(p: Person): string {
  const dark = shade(p.top, 0.18);
  const neck = shade(p.skin, 0.14);
  const out: string[] = [groundShadow(30, 0, 46, 5)];
  if (p.long)
    out.push(
      `<path d="M-16 -222C-26 -200 -20 -176 -6 -168H16C26 -180 26 -206 16 -222Z" fill="${shade(p.hair, 0.15)}"/>`,
    );
  // legs and boots
  out.push(
    `<path d="M-27 -116H-1L-4 -10H-22ZM1 -116H27L22 -10H4Z" fill="${p.pants}"/>`,
    `<path d="M14 -116H27L22 -10H14Z" fill="#000" opacity="0.12"/>`,
    `<path d="M-24 -12H-3V0H-28Q-28 -8 -24 -12ZM3 -12H24Q28 -8 28 0H3Z" fill="${ART.soilDark}"/>`,
  );
  // arms behind the torso (the far part of each sleeve)
  const sleeve = 15;
  let arms = '';
  let hands = '';
  let front = '';
  if (p.arms === 'tablet') {
    arms =
      limb([-28, -178, -34, -140, -14, -128], sleeve, p.top) +
      limb([28, -178, 34, -140, 14, -128], sleeve, dark);
    front = `<g transform="rotate(-8 0 -134)"><rect x="-24" y="-150" width="48" height="34" rx="4" fill="${ART.ink}"/><rect x="-20" y="-146" width="40" height="26" rx="2" fill="#bfdcee"/><path d="M-20 -128L-6 -138L4 -131L20 -144V-120H-20Z" fill="${ART.leaf}"/></g>`;
    hands = dot(-16, -124, 6.5) + dot(16, -124, 6.5);
  } else if (p.arms === 'point') {
    arms =
      limb([-28, -178, -36, -138, -36, -104], sleeve, p.top) +
      limb([28, -178, 62, -164, 100, -150], sleeve, dark);
    hands = dot(-36, -100, 6.5) + dot(102, -150, 7);
    front = `<path d="M104 -155L122 -151L104 -146Z" fill="${p.skin}"/>`;
  } else {
    // both hands on the T-handle of a soil probe standing at x = 46 (drawn by the scene)
    arms = limb([28, -178, 40, -152, 56, -128], sleeve, dark);
    front = limb([-26, -176, -22, -142, 34, -126], sleeve, p.top);
    hands = dot(34, -125, 7) + dot(58, -125, 7);
  }
  // torso: shirt or jacket with a darker right side
  out.push(
    `<path d="M-5 -200H5V-184H-5Z" fill="${neck}"/>`,
    `<path d="M-32 -108C-34 -140 -38 -170 -30 -182Q-20 -192 -6 -192L0 -182L6 -192Q20 -192 30 -182C38 -170 34 -140 32 -108Z" fill="${p.top}"/>`,
    `<path d="M14 -190Q24 -190 30 -182C38 -170 34 -140 32 -108H16C20 -140 20 -170 14 -190Z" fill="#000" opacity="0.1"/>`,
    `<path d="M-6 -192L0 -176L6 -192Z" fill="${neck}"/>`,
  );
  if (p.vest)
    out.push(
      `<path d="M-31 -110C-32 -140 -34 -168 -27 -182Q-18 -190 -8 -190L-2 -110ZM31 -110C32 -140 34 -168 27 -182Q18 -190 8 -190L2 -110Z" fill="${p.vest}"/>`,
      `<path d="M-22 -148h12v3h-12Z" fill="${ART.canola}"/>`,
    );
  out.push(`<path d="M-32 -116H32V-106H-32Z" fill="${shade(p.pants, 0.25)}"/>`);
  out.push(arms, front, `<path d="${hands}" fill="${p.skin}"/>`);
  // head, hair, cap (the portraits' shapes)
  const head = `M-17 -216C-17 -230 -9 -238 0 -238C9 -238 17 -230 17 -216C17 -202 9 -192 0 -192C-9 -192 -17 -202 -17 -216Z`;
  out.push(
    `<ellipse cx="-17" cy="-214" rx="3.5" ry="5.5" fill="${p.skin}"/><ellipse cx="17" cy="-214" rx="3.5" ry="5.5" fill="${neck}"/>`,
    `<path d="${head}" fill="${p.skin}"/>`,
    `<path d="M5 -237C15 -226 17 -204 4 -192C12 -194 17 -204 17 -216C17 -228 12 -235 5 -237Z" fill="#000" opacity="0.07"/>`,
  );
  if (p.cap) {
    const c = p.cap;
    out.push(
      `<path d="M-18 -221C-19 -236 -10 -244 0 -244C10 -244 19 -236 18 -221Z" fill="${c}"/>`,
      `<path d="M0 -244C8 -240 14 -232 18 -221H6C6 -232 4 -240 0 -244Z" fill="${shade(c, 0.14)}"/>`,
      `<path d="M-21 -221C-14 -226 14 -226 21 -221C21 -217 14 -215 0 -215C-14 -215 -21 -217 -21 -221Z" fill="${shade(c, 0.24)}"/>`,
      `<path d="M-6 -230C-6 -234 -2 -236 2 -235C2 -231 -2 -229 -6 -230Z" fill="${ART.canola}"/>`,
    );
  } else {
    out.push(
      `<path d="M-18 -210C-21 -232 -10 -241 1 -241C13 -241 21 -232 18 -210C17 -222 12 -228 6 -231C-2 -227 -10 -225 -15 -224C-16 -220 -17 -216 -18 -210Z" fill="${p.hair}"/>`,
    );
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// 1. Canola in bloom

/** A canola raceme: open four-petalled flowers around a tuft of buds, stem end at (0, 0). */
const RACEME = (() => {
  const flowers: [number, number, number][] = [
    [-10, -4, 5.5],
    [9, -6, 5.5],
    [-3, -13, 6],
    [8, -18, 5],
    [-11, -19, 4.5],
    [0, -25, 4],
  ];
  let petals = '';
  let lit = '';
  let centres = '';
  for (const [x, y, r] of flowers) {
    const s = r * 0.55;
    petals += dot(x + s, y, s) + dot(x, y + s, s);
    lit += dot(x - s, y, s) + dot(x, y - s, s);
    centres += dot(x, y, r * 0.3);
  }
  return `<g id="rc"><path d="${dot(0, -30, 3)}${dot(-4, -29, 2.4)}${dot(4, -29, 2.4)}" fill="${ART.pasture}"/><path d="${petals}" fill="${ART.canola}"/><path d="${lit}" fill="#ffe27a"/><path d="${centres}" fill="${ART.canolaDeep}"/></g>`;
})();

/** Uses of the raceme at each [x, y, scale]. */
function racemes(list: [number, number, number][]): string {
  return list
    .map(
      ([x, y, s]) =>
        `<use href="#rc" transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${f(s)})"/>`,
    )
    .join('');
}

function canolaBloom(): string {
  const rand = seeded(3101);
  const hz = 232;
  // a middle band of racemes over the far field
  const mid: [number, number, number][] = [];
  for (let i = 0; i < 20; i++)
    mid.push([i * 42 + rand() * 30, 318 + rand() * 26, 0.8 + rand() * 0.3]);
  // the nearest plants: stems rising from the bottom edge to big racemes
  let stems = '';
  const near: [number, number, number][] = [];
  for (let i = 0; i < 13; i++) {
    const x = 20 + i * 62 + (rand() - 0.5) * 30;
    const top = 352 + rand() * 50;
    const lean = (rand() - 0.5) * 30;
    const s = 2 + rand() * 0.9;
    stems += `M${f(x)} ${H + 4}Q${f(x + lean * 0.2)} ${f((top + H) / 2)} ${f(x + lean)} ${f(top)}`;
    near.push([x + lean, top, s]);
    if (rand() < 0.6) {
      const side = rand() < 0.5 ? -1 : 1;
      const by = top + 50;
      stems += `M${f(x + lean * 0.5)} ${f(by)}q${side * 12} -16 ${side * 28} -30`;
      near.push([x + lean * 0.5 + side * 28, by - 30, s * 0.7]);
    }
  }
  near.sort((a, b) => a[1] - b[1]);
  let leaves = '';
  for (let i = 0; i < 8; i++) {
    const x = 30 + i * 104 + rand() * 30;
    const y = H + 2 - rand() * 16;
    leaves += `M${f(x)} ${f(y)}c-20 -6 -38 -24 -36 -46c18 4 32 24 36 46ZM${f(x + 6)} ${f(y)}c16 -10 32 -24 34 -42c-18 2 -30 20 -34 42Z`;
  }
  return [
    sky('#8cc3ea', ART.skyPale, hz + 20),
    `<defs>${RACEME}${verticalGradient('fld', ART.canola, mix(ART.canola, ART.canolaDeep, 0.7))}</defs>`,
    sun(140, 86, 32),
    cloud(290, 120, 140, 0.85),
    cloud(560, 90, 110, 0.75),
    cloud(680, 160, 90, 0.6),
    ridge(rand, hz - 20, 14, '#9ebf94', 0.8),
    belt(rand, 0, 800, hz + 2, 11, ART.green700),
    field(hz, 'url(#fld)'),
    strip(hz, 6, mix(ART.canola, ART.pasture, 0.45)),
    dotRows(hz + 4, 380, 11, [1.2, 7], mix(ART.canola, ART.leaf, 0.4), 0.45, 2),
    dotRows(hz + 8, 380, 11, [1.4, 8], '#fde58a', 0.9, 3),
    racemes(mid),
    `<path d="M0 388Q100 368 200 382T400 378T600 384T800 374V${H}H0Z" fill="${mix(ART.leaf, ART.canolaDeep, 0.3)}"/>`,
    `<path d="${leaves}" fill="${ART.leaf}"/>`,
    `<path d="${stems}" fill="none" stroke="${ART.green600}" stroke-width="3.2" stroke-linecap="round"/>`,
    racemes(near),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// 2. Wheat ready for harvest

/** A ripe wheat ear with awns on its stem, pointing up from (0, 0), about 80 tall. */
const EAR = (() => {
  let lit = '';
  let dark = '';
  let awns = '';
  for (let i = 0; i < 7; i++) {
    const y = -30 - i * 7;
    const w = 6 - i * 0.4;
    for (const side of [-1, 1]) {
      const x = side * w * 0.55;
      const g = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w * 0.62)}" ry="${f(w)}" transform="rotate(${side * 22} ${f(x)} ${f(y)})"/>`;
      if (side < 0) lit += g;
      else dark += g;
      awns += `M${f(x)} ${f(y - w)}l${f(side * 5)} -32`;
    }
  }
  return `<g id="ear"><path d="M0 90Q1 30 0 -26" fill="none" stroke="${ART.wheatDeep}" stroke-width="2.6"/><path d="${awns}" stroke="${ART.harvest700}" stroke-width="1.1" opacity="0.7"/><g fill="${ART.wheat}">${dark}</g><g fill="#f3d484">${lit}</g></g>`;
})();

/** Rows of upright bars (the heads of a standing crop), taller and wider toward the viewer. */
function barRows(
  top: number,
  bottom: number,
  count: number,
  size: [number, number],
  color: string,
  opacity: number,
): string {
  let out = '';
  for (const { i, y, s: h } of fieldRows(top, bottom, count, size)) {
    out += `<path d="M0 ${f(y)}H${W}" stroke-width="${f(h)}" stroke-dasharray="${f(h * 0.35)} ${f(h * 0.5)} ${f(h * 0.3)} ${f(h * 0.7)}" stroke-dashoffset="${f(i * h * 0.4)}"/>`;
  }
  return `<g stroke="${color}" opacity="${opacity}">${out}</g>`;
}

/** A small combine in the distance, facing left (local coordinates, ground at 0). */
function farCombine(): string {
  return [
    groundShadow(70, 0, 76, 5),
    `<path d="M-6 -30H40V-8H-6Z" fill="${ART.steelDark}"/>`,
    `<path d="M-10 -30h54v-6h-54Z" fill="${ART.canola}"/>`,
    `<path d="M40 -20V-62H128Q136 -62 136 -54V-20Z" fill="${ART.green600}"/>`,
    `<path d="M40 -62H128Q134 -62 135 -58H40Z" fill="#fff" opacity="0.3"/>`,
    `<path d="M52 -62V-92H84L88 -62Z" fill="#2e2e2e"/><path d="M55 -88H80L83 -66H55Z" fill="#bfdcee"/>`,
    `<path d="M120 -66L160 -96" stroke="${ART.green700}" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="70" cy="-17" r="17" fill="#262626"/><circle cx="70" cy="-17" r="7" fill="${ART.canola}"/>`,
    `<circle cx="122" cy="-11" r="11" fill="#262626"/><circle cx="122" cy="-11" r="4" fill="${ART.canola}"/>`,
  ].join('');
}

function wheatHarvest(): string {
  const rand = seeded(3202);
  const hz = 236;
  let ears = '';
  for (let i = 0; i < 19; i++) {
    const x = 4 + i * 44 + (rand() - 0.5) * 24;
    const y = 404 + rand() * 44;
    const s = (x > 440 && x < 580 ? 1 : 1.2) + rand() * 0.4;
    const tilt = 8 + (rand() - 0.5) * 24;
    ears += `<use href="#ear" transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${f(tilt)}) scale(${f(s)})"/>`;
  }
  let bins = '';
  for (const [x, w, h] of [
    [590, 26, 30],
    [620, 30, 36],
    [654, 26, 30],
  ] as const) {
    bins += `<rect x="${x}" y="${hz - h}" width="${w}" height="${h + 2}" fill="url(#bin)"/><path d="M${x - 1} ${hz - h}L${x + w / 2} ${f(hz - h - w * 0.3)}L${x + w + 1} ${hz - h}Z" fill="${ART.steelDark}"/><path d="M${x - 1} ${hz - h}L${x + w / 2} ${f(hz - h - w * 0.3)}V${hz - h}Z" fill="#c7cfd4"/>`;
  }
  return [
    sky('#9fcbe9', '#f7e2b5', hz + 20),
    `<defs>${EAR}<linearGradient id="bin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e6ebee"/><stop offset="1" stop-color="#7a858d"/></linearGradient>${verticalGradient('fld', '#e2b95c', ART.wheatDeep)}</defs>`,
    sun(150, 96, 34, '#f9dc7c'),
    cloud(300, 110, 130, 0.7),
    cloud(600, 80, 110, 0.6),
    ridge(rand, hz - 16, 12, '#b9b98e', 0.8),
    belt(rand, 0, 560, hz + 2, 11, '#5f7d3a'),
    belt(rand, 700, 800, hz + 2, 11, '#5f7d3a'),
    bins,
    field(hz, 'url(#fld)'),
    strip(hz, 5, '#e8c77a'),
    place(470, hz + 30, 0.55, farCombine()),
    barRows(hz + 12, 400, 12, [2, 14], ART.harvest700, 0.25),
    barRows(hz + 8, 396, 12, [2, 13], '#f2d385', 0.75),
    `<path d="M0 392Q120 376 260 386T540 380T800 384V${H}H0Z" fill="${mix(ART.wheatDeep, ART.harvest700, 0.2)}"/>`,
    ears,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// 3. Field peas at flowering

/** Field peas' blue-green foliage. */
const PEA = '#6f9f6a';
const PEA_LIGHT = '#8fbf7c';
const PEA_DARK = '#4f8a52';

/** A pea flower seen from the front (a broad notched white banner over the wings), stalk end at (0, 0). */
const PEA_FLOWER = `<g id="pf"><path d="M0 0V-10" stroke="${ART.green600}" stroke-width="1.6"/><path d="M-4 -8h8l-1 -5h-6Z" fill="${ART.green600}"/><path d="M0 -12C-12 -12 -18 -22 -16 -30C-10 -34 -4 -32 0 -28C4 -32 10 -34 16 -30C18 -22 12 -12 0 -12Z" fill="#fff"/><path d="M-8 -14C-10 -7 -4 -4 0 -8C4 -4 10 -7 8 -14C4 -12 -4 -12 -8 -14Z" fill="#e6e3ef"/><path d="M0 -14V-26" stroke="#e6e3ef" stroke-width="1.4"/></g>`;

/** A pea leaf: a pair of pointed leaflets on a stalk ending in a curling tendril, base at (0, 0). */
const PEA_LEAF = `<g id="pl"><path d="M0 0C2 -14 6 -24 6 -34c0 -10 12 -12 12 -4c0 5 -7 5 -6 0" fill="none" stroke="${ART.green600}" stroke-width="1.4" stroke-linecap="round"/><path d="M2 -14C-6 -12 -20 -16 -24 -26C-14 -30 -2 -26 2 -14Z" fill="${PEA_DARK}"/><path d="M3 -18C10 -18 22 -24 24 -34C12 -36 4 -30 3 -18Z" fill="${PEA_LIGHT}"/></g>`;

function peaField(): string {
  const rand = seeded(3303);
  const hz = 236;
  let vines = '';
  let parts = '';
  for (let i = 0; i < 12; i++) {
    const x = -4 + i * 72 + (rand() - 0.5) * 30;
    const top = 330 + rand() * 50;
    const s = 1.1 + rand() * 0.3;
    const leafSize = 2 + rand() * 0.5;
    const bend = (rand() - 0.5) * 40;
    vines += `M${f(x)} ${H + 4}C${f(x - bend)} ${f(top + 60)} ${f(x + bend)} ${f(top + 30)} ${f(x + bend * 0.3)} ${f(top)}`;
    const at = (t: number): [number, number] => [x + bend * 0.3 * t, H - (H - top) * t];
    for (const [t, flip] of [
      [0.15, -1],
      [0.4, 1],
      [0.68, -1],
    ] as const) {
      const [lx, ly] = at(t);
      const k = leafSize * (1.1 - t * 0.5);
      parts += `<use href="#pl" transform="translate(${Math.round(lx)} ${Math.round(ly)}) scale(${f(flip * k)} ${f(k)})"/>`;
    }
    const [fx, fy] = at(1);
    parts += `<use href="#pf" transform="translate(${Math.round(fx)} ${Math.round(fy)}) scale(${f(s)})"/>`;
    if (rand() < 0.5)
      parts += `<use href="#pf" transform="translate(${f(fx + 10)} ${f(fy + 20)}) rotate(24) scale(${f(-s * 0.8)} ${f(s * 0.8)})"/>`;
  }
  // white flowers scattered over the canopy, larger toward the viewer
  let far = '';
  let nearer = '';
  for (let i = 0; i < 120; i++) {
    const t = rand() ** 1.5;
    const y = hz + 10 + (370 - hz) * t;
    if (t < 0.45) far += pt(rand() * W, y);
    else nearer += pt(rand() * W, y);
  }
  return [
    sky('#8cc3ea', ART.skyPale, hz + 20),
    `<defs>${PEA_FLOWER}${PEA_LEAF}</defs>`,
    sun(130, 84, 30),
    cloud(260, 130, 120, 0.8),
    cloud(520, 96, 150, 0.85),
    cloud(700, 150, 80, 0.6),
    ridge(rand, hz - 18, 14, '#a7c79b', 0.8),
    belt(rand, 0, 800, hz + 2, 12, ART.green700),
    field(hz, PEA),
    strip(hz, 6, PEA_LIGHT),
    dotRows(hz + 6, 400, 11, [2, 14], shade(PEA, 0.15), 0.6, 3),
    dotRows(hz + 4, 400, 11, [1.6, 11], PEA_LIGHT, 0.7, 3),
    specks(far, '#fbfaf3', 2.4, 0.9),
    specks(nearer, '#fbfaf3', 4.5, 0.95),
    `<path d="M0 396Q100 378 220 390T460 384T800 388V${H}H0Z" fill="${shade(PEA, 0.22)}"/>`,
    `<path d="${vines}" fill="none" stroke="${ART.green600}" stroke-width="2.6" stroke-linecap="round"/>`,
    parts,
  ].join('\n');
}
// ---------------------------------------------------------------------------------------------
// 4. A black chernozem soil profile

function soilProfile(): string {
  const rand = seeded(3404);
  const surface = 96;
  const ab = 238;
  const bc = 338;
  /** A wavy boundary at y, filled to the bottom. */
  const layer = (y: number, amp: number, color: string): string => {
    let d = `M0 ${y}`;
    for (let x = 0; x < W; x += 100)
      d += `Q${x + 50} ${i0(y + (rand() - 0.5) * amp * 2)} ${x + 100} ${i0(y + (rand() - 0.5) * amp)}`;
    return `<path d="${d}V${H}H0Z" fill="${color}"/>`;
  };
  // roots: from the plants down through the A horizon, thinning out into the B
  let roots = '';
  let fine = '';
  for (let i = 0; i < 12; i++) {
    const x = 30 + i * 66 + rand() * 20;
    let px = x;
    let py = surface;
    const depth = ab + 20 + rand() * 80;
    roots += `M${i0(px)} ${i0(py)}`;
    while (py < depth) {
      const nx = px + (rand() - 0.5) * 24;
      const ny = py + 22 + rand() * 14;
      roots += `Q${i0(px + (rand() - 0.5) * 16)} ${i0((py + ny) / 2)} ${i0(nx)} ${i0(ny)}`;
      if (py < ab && rand() < 0.65) {
        const side = rand() < 0.5 ? -1 : 1;
        fine += `M${i0(px)} ${i0(py)}q${i0(side * 10)} 8 ${i0(side * (18 + rand() * 14))} ${i0(20 + rand() * 16)}`;
      }
      px = nx;
      py = ny;
    }
  }
  // worm channels (lighter-lined burrows) and casts
  const burrows = [
    `M120 150C150 170 130 210 170 236S210 300 190 330`,
    `M420 130C400 170 450 200 430 250`,
    `M560 150C590 176 600 206 570 244S590 300 610 316`,
  ].join('');
  const crumbs = ['', ''];
  for (let i = 0; i < 50; i++)
    crumbs[i % 2] += pt(rand() * W, surface + 14 + rand() * (ab - surface - 20));
  // B horizon: blocky peds with darker cracks
  let cracks = '';
  for (let x = 30; x < W; x += 54 + rand() * 30)
    cracks += `M${i0(x)} ${i0(ab + 8)}l${i0((rand() - 0.5) * 10)} ${i0(40 + rand() * 50)}`;
  for (let i = 0; i < 10; i++) {
    const x = rand() * W;
    const y = ab + 30 + rand() * 60;
    cracks += `M${i0(x)} ${i0(y)}h${i0(20 + rand() * 30)}`;
  }
  // C horizon: stones and white lime flecks
  let stones = '';
  for (let i = 0; i < 13; i++) {
    const x = 20 + i * 62 + rand() * 30;
    const y = bc + 30 + rand() * 80;
    const r = 8 + rand() * 16;
    const c = [ART.steel, '#b8aa98', '#8d8478', '#c9bfae'][i % 4]!;
    stones += `<ellipse cx="${i0(x)}" cy="${i0(y)}" rx="${i0(r * 1.3)}" ry="${i0(r)}" fill="${c}"/><ellipse cx="${i0(x - r * 0.4)}" cy="${i0(y - r * 0.4)}" rx="${i0(r * 0.5)}" ry="${i0(r * 0.3)}" fill="#fff" opacity="0.3"/>`;
  }
  const lime = ['', ''];
  for (let i = 0; i < 60; i++) lime[i % 2] += pt(rand() * W, bc + 12 + rand() * 100);
  let ticks = '';
  for (let y = surface + 10; y < H; y += 20)
    ticks += `M0 ${y}h${(y - surface) % 100 === 10 ? 16 : 9}`;
  /** A label on a soft pill of its horizon's colour, so roots and stones behind it stay quiet. */
  const label = (y: number, text: string, fill: string, pill: string): string =>
    `<rect x="640" y="${y - 23}" width="146" height="32" rx="16" fill="${pill}" opacity="0.75"/><text x="713" y="${y}" text-anchor="middle" ${FONT} font-size="22" font-weight="600" fill="${fill}">${text}</text>`;
  return [
    sky('#9fcbe9', ART.skyPale, surface + 4),
    sun(120, 40, 20),
    cloud(420, 46, 110, 0.8),
    ridge(rand, 70, 10, '#a7c79b', 0.8),
    belt(rand, 300, 800, 84, 8, ART.green700),
    `<rect y="80" width="${W}" height="20" fill="${ART.pasture}"/>`,
    layer(surface, 3, '#241a14'),
    strip(surface, 5, ART.soilDark),
    specks(crumbs[0]!, ART.soil, 4, 0.7),
    specks(crumbs[1]!, ART.soil, 8, 0.6),
    layer(ab, 10, '#6b4a31'),
    `<path d="${cracks}" stroke="${ART.soil}" stroke-width="2.4" stroke-linecap="round" opacity="0.8"/>`,
    layer(bc, 10, '#b59c78'),
    specks(lime[0]!, '#f4efe4', 3, 0.75),
    specks(lime[1]!, '#f4efe4', 5.5, 0.7),
    stones,
    `<path d="${burrows}" fill="none" stroke="${ART.soilLight}" stroke-width="10" stroke-linecap="round" opacity="0.45"/>`,
    `<path d="${burrows}" fill="none" stroke="#1a120d" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M432 246c8 10 2 22 -8 24c-6 1 -8 -4 -4 -6" fill="none" stroke="#d9917a" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="${roots}" fill="none" stroke="${ART.wheat300}" stroke-width="2.2" stroke-linecap="round" opacity="0.85"/>`,
    `<path d="${fine}" fill="none" stroke="${ART.wheat300}" stroke-width="1.2" stroke-linecap="round" opacity="0.6"/>`,
    `<path d="M0 ${surface + 1}${'q4 -18 9 -2q3 -12 7 2'.repeat(50)}V${surface + 4}H0Z" fill="${ART.green600}"/>`,
    tufts(rand, 24, surface - 6, surface + 1, ART.leaf, 1, 2.2),
    `<path d="M0 ${surface}V${H}h20V${surface}Z" fill="${ART.canola}"/><path d="${ticks}" stroke="${ART.ink}" stroke-width="2"/>`,
    label(176, 'A horizon', '#fff', '#1a120d'),
    label(296, 'B horizon', '#fff', '#4a3322'),
    label(406, 'C horizon', ART.soilDark, '#d8c7a8'),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// 5. A consultant and a grower walking a field

function fieldWalk(): string {
  const rand = seeded(3505);
  const hz = 222;
  // standing crop (green wheat) up to the walkers' knees: two banks with ragged leafy tops
  const bank = (base: number, amp: number, tip: number): string => {
    let d = `M0 ${H}V${base}`;
    for (let x = 0; x < W; x += 10) {
      const y = base + Math.sin(x / 90) * amp;
      d += `L${x + 5} ${Math.round(y - tip * (0.5 + rand()))}L${x + 10} ${Math.round(y)}`;
    }
    return `${d}V${H}Z`;
  };
  let blades = '';
  for (let i = 0; i < 54; i++) {
    const x = rand() * W;
    const y = 356 + rand() * 100;
    const h = 20 + rand() * 36;
    const lean = (rand() - 0.5) * 20;
    blades += `M${i0(x)} ${i0(y)}q${i0(lean * 0.2)} ${i0(-h * 0.6)} ${i0(lean)} ${i0(-h)}`;
  }
  let heads = '';
  for (let i = 0; i < 34; i++) {
    const x = rand() * W;
    const y = 350 + rand() * 40;
    heads += `M${Math.round(x)} ${Math.round(y)}l${f((rand() - 0.5) * 6)} -10`;
  }
  return [
    sky('#8cc3ea', ART.skyPale, hz + 20),
    sun(120, 82, 30),
    cloud(240, 120, 120, 0.8),
    cloud(600, 90, 140, 0.85),
    ridge(rand, hz - 16, 12, '#9ebf94', 0.8),
    belt(rand, 0, 800, hz + 2, 11, ART.green700),
    field(hz, ART.pasture),
    strip(hz, 28, mix(ART.canola, ART.pasture, 0.3)),
    strip(hz, 4, ART.canolaDeep, 0.5),
    dotRows(hz + 32, 380, 8, [2, 12], ART.leaf, 0.7, 3),
    place(
      330,
      396,
      1,
      person({
        skin: SKIN[2],
        hair: '#3a2920',
        top: '#f4efe6',
        vest: ART.green700,
        pants: '#3d4a5c',
        long: true,
        arms: 'tablet',
      }),
    ),
    place(
      470,
      404,
      1.04,
      person({
        skin: SKIN[4],
        hair: '#211d1c',
        top: '#4f74a0',
        pants: '#5e4a36',
        cap: '#b4462f',
        arms: 'point',
      }),
    ),
    `<path d="${bank(362, 5, 18)}" fill="${mix(ART.leaf, ART.pasture, 0.3)}"/>`,
    `<path d="${heads}" stroke="${ART.pasture}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="${bank(398, 8, 22)}" fill="${ART.green600}"/>`,
    `<path d="${blades}" fill="none" stroke="${ART.pasture}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// 6. Taking soil cores for a soil test

/** A white farm pickup facing left, about 200 long (local coordinates, ground at 0). */
function pickup(): string {
  const wheel = (x: number): string =>
    `<circle cx="${x}" cy="-17" r="17" fill="#262626"/><circle cx="${x}" cy="-17" r="8" fill="${ART.steel}"/>`;
  return [
    groundShadow(100, 0, 106, 6),
    `<path d="M0 -22V-44Q0 -50 8 -52L42 -58L64 -84H110V-58H196V-22Z" fill="#f4f5f2"/>`,
    `<path d="M110 -58H196V-48H110Z" fill="#d7dbdc"/>`,
    `<path d="M116 -58V-22H196V-58Z" fill="#000" opacity="0.08"/>`,
    `<path d="M50 -58L68 -80H104V-58Z" fill="#bfdcee"/><path d="M70 -80h10l-14 22h-10Z" fill="#fff" opacity="0.5"/>`,
    `<path d="M0 -32H196V-22H0Z" fill="${ART.steelDark}"/>`,
    `<path d="M2 -44h10v6h-10Z" fill="${ART.canola}"/>`,
    wheel(40),
    wheel(160),
  ].join('');
}

function soilSampling(): string {
  const rand = seeded(3606);
  const hz = 228;
  const ground = 410;
  return [
    sky('#a9d0ee', '#f5ead2', hz + 20),
    sun(130, 80, 30),
    cloud(300, 110, 130, 0.8),
    cloud(620, 80, 110, 0.7),
    ridge(rand, hz - 14, 12, '#b7bf92', 0.8),
    belt(rand, 0, 800, hz + 2, 11, '#5f7d3a'),
    field(hz, '#e3c98c'),
    barRows(hz + 6, H, 14, [1.5, 9], ART.wheatDeep, 0.3),
    tufts(rand, 80, hz + 6, H, ART.wheatDeep, 0.55),
    place(520, 282, 0.8, pickup()),
    // a sampling flag and the probe pushed in front of the sampler
    `<path d="M232 352V290" stroke="${ART.steelDark}" stroke-width="2"/><path d="M232 290l24 7l-24 8Z" fill="#e5793b"/>`,
    groundShadow(250, 354, 22, 3),
    `<path d="M0 ${ground - 6}Q400 ${ground - 20} 800 ${ground - 8}V${H}H0Z" fill="${ART.soilLight}" opacity="0.25"/>`,
    place(
      380,
      ground,
      1.05,
      // the probe: T-handle with red grips, shaft pushed into the soil beside the boots
      `${groundShadow(60, 2, 20, 3)}<path d="M43 -124V10h6V-124Z" fill="${ART.steelDark}"/><path d="M43 -124V10h3V-124Z" fill="#fff" opacity="0.45"/><path d="M20 -130h52v9h-52Z" fill="${ART.steel}"/><rect x="14" y="-132" width="16" height="13" rx="5" fill="#c4472f"/><rect x="62" y="-132" width="16" height="13" rx="5" fill="#c4472f"/><path d="M40 -36h20v6h-20Z" fill="${ART.steelDark}"/>` +
        person({
          skin: SKIN[1],
          hair: '#5e3d26',
          top: '#c4472f',
          vest: ART.green700,
          pants: '#3d4a5c',
          cap: ART.green700,
          arms: 'probe',
        }),
    ),
    place(470, ground + 12, 1.2, sampleBag('#d8c3a0')),
    place(520, ground + 18, 1.3, sampleBag('#e8d9bd')),
    place(576, ground + 14, 1.1, sampleBag('#d8c3a0')),
    `<path d="M610 ${ground + 16}h52l-6 -30h-40Z" fill="${ART.steelDark}"/><path d="M616 ${ground - 14}h40l6 30h-52Z" fill="${ART.steel}"/><path d="M622 ${ground - 14}c8 -12 28 -12 34 0" fill="none" stroke="${ART.steelDark}" stroke-width="3"/>`,
    `<path d="M626 ${ground - 16}c4 -8 10 -8 14 0M636 ${ground - 16}c4 -10 12 -10 16 0" fill="${ART.soil}"/>`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// 7. Nanoscale carriers around a root hair

function nanoSorb(): string {
  const rand = seeded(3707);
  // the root: a cubic curve from the top edge to its tip in the lower right
  const P: [number, number][] = [
    [280, -40],
    [320, 150],
    [340, 300],
    [560, 392],
  ];
  const root = `M${P[0]!.join(' ')}C${P.slice(1)
    .map((p) => p.join(' '))
    .join(' ')}`;
  const along = (u: number): [number, number, number] => {
    const b = (i: 0 | 1): number =>
      (1 - u) ** 3 * P[0]![i] +
      3 * (1 - u) ** 2 * u * P[1]![i] +
      3 * (1 - u) * u * u * P[2]![i] +
      u ** 3 * P[3]![i];
    const d = (i: 0 | 1): number =>
      3 * (1 - u) ** 2 * (P[1]![i] - P[0]![i]) +
      6 * (1 - u) * u * (P[2]![i] - P[1]![i]) +
      3 * u * u * (P[3]![i] - P[2]![i]);
    return [b(0), b(1), Math.atan2(d(1), d(0))];
  };
  // root hairs grow in the zone behind the tip; carriers cluster along them, most near the tips
  let hairs = '';
  const carriers = ['', ''];
  let halos = '';
  let ions = '';
  for (let i = 0; i < 30; i++) {
    const t = 0.1 + (i / 29) * 0.7;
    const [x, y, a] = along(t);
    const side = i % 2 ? 1 : -1;
    const n = a + (side * Math.PI) / 2 + (rand() - 0.5) * 0.3 - 0.2 * side;
    // on the inside of the bend the hairs stay short, clear of the root further up
    const len = (70 + rand() * 80) * (1.15 - t * 0.5) * (side < 0 && t > 0.4 ? 0.5 : 1);
    const bx = x + Math.cos(n) * 24;
    const by = y + Math.sin(n) * 24;
    const ex = bx + Math.cos(n) * len;
    const ey = by + Math.sin(n) * len;
    const wob = (rand() - 0.5) * 24;
    hairs += `M${Math.round(bx)} ${Math.round(by)}Q${Math.round((bx + ex) / 2 + wob)} ${Math.round((by + ey) / 2 - wob)} ${Math.round(ex)} ${Math.round(ey)}`;
    for (let k = 0; k < 5; k++) {
      const s = 0.4 + Math.sqrt(rand()) * 0.65;
      const off = (rand() - 0.5) * 18;
      const cx = bx + (ex - bx) * s + Math.cos(n + Math.PI / 2) * off;
      const cy = by + (ey - by) * s + Math.sin(n + Math.PI / 2) * off;
      if (k === 4) ions += pt(cx, cy);
      else carriers[k % 2] += pt(cx, cy);
      halos += pt(cx, cy);
    }
  }
  // soil aggregates, pores and free carriers drifting in the soil water
  const grains = ['', '', ''];
  let pores = '';
  for (let i = 0; i < 42; i++) {
    const x = rand() * W;
    const y = rand() * H;
    grains[i % 3] += pt(x, y);
    if (i % 3 === 0) pores += pt(x + 20, y - 22);
  }
  let drift = '';
  for (let i = 0; i < 36; i++) drift += pt(rand() * W, rand() * H);
  return [
    `<defs><radialGradient id="bg" cx="0.45" cy="0.5" r="0.75"><stop offset="0" stop-color="#4a3526"/><stop offset="1" stop-color="#1e1510"/></radialGradient><linearGradient id="rt" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f7efd9"/><stop offset="1" stop-color="#cdb98f"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<g opacity="0.3">${specks(grains[0]!, ART.soilLight, 44)}${specks(grains[1]!, ART.soilLight, 64)}${specks(grains[2]!, ART.soilLight, 90)}</g>`,
    specks(pores, '#1a120d', 10, 0.6),
    specks(drift, '#6fd1a2', 5, 0.3),
    `<path d="${hairs}" fill="none" stroke="#e9dcc0" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="${hairs}" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" opacity="0.4"/>`,
    `<path d="${root}" fill="none" stroke="#bfa878" stroke-width="58" stroke-linecap="round" transform="translate(4 2)"/>`,
    `<path d="${root}" fill="none" stroke="url(#rt)" stroke-width="50" stroke-linecap="round"/>`,
    // the root cap: a darker, rounded sheath over the tip
    `<path d="M532 360C566 362 596 380 594 400C590 420 556 424 530 408Z" fill="#d9c08a"/>`,
    `<path d="${root}" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.35" transform="translate(-12 -4)"/>`,
    specks(halos, '#6fd1a2', 22, 0.16),
    specks(carriers[0]!, '#7fe0b0', 11),
    specks(carriers[1]!, '#7fe0b0', 8),
    specks(ions, ART.sun, 7),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// 8. The Micro Extraction process

function microExtraction(): string {
  const cy = 200;
  const stage = (x: number): string =>
    `<circle cx="${x}" cy="${cy}" r="118" fill="#fff"/><circle cx="${x}" cy="${cy}" r="118" fill="none" stroke="${ART.green100}" stroke-width="10"/>`;
  const arrow = (x: number): string =>
    `<path d="M${x - 26} ${cy}H${x + 14}" stroke="${ART.green700}" stroke-width="10" stroke-linecap="round"/><path d="M${x + 8} ${cy - 18}L${x + 32} ${cy}L${x + 8} ${cy + 18}Z" fill="${ART.green700}" stroke="${ART.green700}" stroke-width="4" stroke-linejoin="round"/>`;
  const label = (x: number, text: string): string =>
    `<text x="${x}" y="376" text-anchor="middle" ${FONT} font-size="26" font-weight="700" fill="${ART.green900}">${text}</text>`;
  // raw mineral: a faceted rock with crystals in it
  const rock = place(
    140,
    262,
    1,
    `${groundShadow(10, 2, 86, 8)}<path d="M-78 0L-66 -58L-22 -96L36 -88L78 -40L70 0Z" fill="#8d8478"/><path d="M-78 0L-66 -58L-22 -96L-8 -44L-30 0Z" fill="#b8aa98"/><path d="M-22 -96L36 -88L24 -40L-8 -44Z" fill="#a39684"/><path d="M36 -88L78 -40L70 0L24 -40Z" fill="#6f675d"/><path d="M-8 -44L24 -40L70 0H-30Z" fill="#7d7468"/>` +
      `<path d="M-48 -40l10 -16l10 10l-6 14ZM6 -66l8 -12l8 8l-6 10ZM30 -20l10 -10l8 10l-10 6Z" fill="${tint('#d9826f', 0.1)}"/><path d="M-48 -40l10 -16l4 4l-8 14Z" fill="#fff" opacity="0.4"/><path d="M-12 -22l6 -8l6 6l-4 6Z" fill="#f4efe4"/>`,
  );
  // the extraction vessel: a steel tank with a window on the liquid, pipes in and out
  let bubbles = '';
  const rand = seeded(3808);
  for (let i = 0; i < 9; i++) bubbles += dot(376 + rand() * 48, 190 + rand() * 50, 2 + rand() * 3);
  const vessel = [
    groundShadow(410, 284, 74, 7),
    `<path d="M352 284l8 -30M448 284l-8 -30" stroke="${ART.steelDark}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M346 130Q346 104 400 100Q454 104 454 130V246Q454 262 400 264Q346 262 346 246Z" fill="url(#steel)"/>`,
    `<path d="M340 128h120v10h-120Z" fill="${ART.steelDark}"/>`,
    `<path d="M394 100V78h12v22Z" fill="${ART.steelDark}"/><path d="M380 72h40v8h-40Z" fill="${ART.green700}"/>`,
    `<rect x="368" y="160" width="64" height="88" rx="12" fill="${ART.ink}"/>`,
    `<rect x="373" y="165" width="54" height="78" rx="9" fill="#bfdcee"/>`,
    `<path d="M373 190Q386 184 400 190T427 190V234Q427 243 418 243H382Q373 243 373 234Z" fill="#3fb489"/>`,
    `<path d="${bubbles}" fill="#fff" opacity="0.7"/>`,
    `<path d="M380 170h6l-8 22h-5v-12Z" fill="#fff" opacity="0.5"/>`,
    `<path d="M454 232h24v10h-24Z" fill="${ART.steelDark}"/><rect x="470" y="224" width="10" height="26" rx="3" fill="${ART.green700}"/>`,
  ].join('');
  // the nutrient: drops falling onto a young leaf
  const drop = (x: number, y: number, s: number): string =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -30C10 -14 18 -4 18 6A18 18 0 0 1 -18 6C-18 -4 -10 -14 0 -30Z" fill="#3fb489"/><path d="M-9 2a9 9 0 0 0 6 10" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" opacity="0.6"/></g>`;
  const nutrient = [
    `<path d="M620 292C600 250 606 210 640 190C670 174 706 176 722 160C724 210 704 262 650 276C640 280 630 286 620 292Z" fill="${ART.leaf}"/>`,
    `<path d="M620 292C640 250 668 220 716 166" fill="none" stroke="${ART.green700}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M620 292C600 250 606 210 640 190C650 184 662 180 674 178C640 200 624 240 628 280Z" fill="${ART.pasture}"/>`,
    `<path d="M620 292q-4 8 -14 14" fill="none" stroke="${ART.green700}" stroke-width="4" stroke-linecap="round"/>`,
    drop(622, 150, 1.35),
    drop(670, 112, 0.8),
    drop(588, 102, 0.6),
    `<ellipse cx="660" cy="236" rx="10" ry="6" fill="#3fb489" opacity="0.85"/>`,
  ].join('');
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ART.skyPale}"/><stop offset="1" stop-color="${ART.green100}"/></linearGradient><linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#eef2f4"/><stop offset="0.45" stop-color="#c3ccd2"/><stop offset="1" stop-color="${ART.steelDark}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    stage(140),
    stage(400),
    stage(660),
    arrow(270),
    arrow(530),
    rock,
    vessel,
    nutrient,
    label(140, 'Mineral'),
    label(400, 'Extraction'),
    label(660, 'Nutrient'),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

const DRAWINGS: readonly [string, string, () => string][] = [
  ['fields/canola-bloom.svg', 'Canola in bloom', canolaBloom],
  ['fields/wheat-harvest.svg', 'Wheat ready for harvest', wheatHarvest],
  ['fields/pea-field.svg', 'Field peas at flowering', peaField],
  ['fields/soil-profile.svg', 'A black chernozem soil profile', soilProfile],
  ['consultation/field-walk.svg', 'A consultant and a grower walking a field', fieldWalk],
  ['consultation/soil-sampling.svg', 'Taking soil cores for a soil test', soilSampling],
  ['technology/nanosorb.svg', 'Nanoscale carriers around a root hair', nanoSorb],
  ['technology/micro-extraction.svg', 'The Micro Extraction process', microExtraction],
];

/** The built-in 800×450 scenes: path under backend/public/images, alternative text, drawing. */
export const SCENES: readonly { path: string; label: string; draw: () => string }[] = DRAWINGS.map(
  ([path, label, body]) => ({ path, label, draw: () => svg(W, H, label, body()) }),
);
