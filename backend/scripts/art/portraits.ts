/**
 * Team portraits: faceless flat head-and-shoulders illustrations on a soft tint of each member's
 * colour, one composition for everyone so the team reads as a set.
 *
 * Head and hair stay within y 70–200 of the 320 × 320 frame, inside the centred 16:9 band
 * (y 70–250) that phones crop the portrait to; the sun too.
 */
import type { SeedTeamMember } from '../../src/modules/team/team.seed-data.js';
import { ART, mix, seeded, shade, svg, tint } from './kit.js';

type HairStyle = 'short' | 'sidePart' | 'receding' | 'long' | 'bun' | 'curly' | 'cap';
type Clothing = 'plaid' | 'blazer' | 'quarterZip' | 'vest' | 'denim' | 'shirt' | 'sweater';

interface Look {
  skin: string;
  hair: string;
  style: HairStyle;
  beard?: boolean;
  glasses?: boolean;
  clothing: Clothing;
}

/** Skin tones, light to deep. */
const SKIN = ['#f3cdb1', '#eebf9c', '#e2ad86', '#d39a70', '#b67c55', '#93603f', '#6f4631'];
const HAIR = {
  grey: '#bcbab4',
  black: '#211d1c',
  darkBrown: '#3a2920',
  brown: '#5e3d26',
  blond: '#d8b06a',
  auburn: '#93462a',
} as const;

/** Invented looks of the seed team; any other name gets `defaultLook(name)`. */
const LOOKS: Record<string, Look> = {
  'Harold Brandvold': {
    skin: SKIN[0],
    hair: HAIR.grey,
    style: 'receding',
    beard: true,
    clothing: 'plaid',
  },
  'Dr. Elena Marchetti': {
    skin: SKIN[2],
    hair: HAIR.darkBrown,
    style: 'long',
    glasses: true,
    clothing: 'blazer',
  },
  'Curtis Nakamura': { skin: SKIN[1], hair: HAIR.black, style: 'sidePart', clothing: 'quarterZip' },
  'Brenda Halvorson': { skin: SKIN[0], hair: HAIR.blond, style: 'bun', clothing: 'vest' },
  'Jason Whitford': { skin: SKIN[5], hair: HAIR.darkBrown, style: 'cap', clothing: 'denim' },
  'Amrit Gill': {
    skin: SKIN[4],
    hair: HAIR.black,
    style: 'short',
    beard: true,
    clothing: 'shirt',
  },
  'Marie-Claire Tremblay': {
    skin: SKIN[1],
    hair: HAIR.auburn,
    style: 'curly',
    clothing: 'sweater',
  },
};

/** A proper look for a name not in the table, the same on every run. */
function defaultLook(name: string): Look {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const next = seeded(hash);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const style = pick<HairStyle>(['short', 'sidePart', 'long', 'bun', 'curly']);
  return {
    skin: pick(SKIN),
    hair: pick(Object.values(HAIR).filter((colour) => colour !== HAIR.grey)),
    style,
    beard: (style === 'short' || style === 'sidePart') && next() < 0.35,
    glasses: next() < 0.3,
    clothing: pick<Clothing>(['shirt', 'quarterZip', 'vest', 'sweater']),
  };
}

const HEAD =
  'M124 134C124 108 140 93 160 93C180 93 196 108 196 134C196 163 180 185 160 185C140 185 124 163 124 134Z';
const TORSO = 'M36 336C38 268 74 236 128 225C144 233 176 233 192 225C246 236 282 268 284 336Z';
/** The darker right side of the torso (light comes from the upper left). */
const TORSO_SHADE = 'M212 231C250 242 282 268 284 336H238C238 290 228 254 212 231Z';

function background(colour: string): string {
  const sky = tint(colour, 0.86);
  return `<rect width="320" height="320" fill="${sky}"/>
<circle cx="160" cy="150" r="112" fill="#fff" opacity="0.4"/>
<circle cx="256" cy="100" r="16" fill="${mix(ART.sun, sky, 0.45)}"/>
<path d="M0 222Q70 198 150 214T320 206V320H0Z" fill="${tint(colour, 0.76)}"/>
<path d="M0 252Q90 232 190 248T320 244V320H0Z" fill="${tint(colour, 0.66)}"/>`;
}

/** Hair drawn behind the head and neck (long and curly styles, the bun). */
function hairBack(look: Look): string {
  const h = shade(look.hair, look.style === 'curly' ? 0.1 : 0.18);
  switch (look.style) {
    case 'long':
      return `<path d="M120 128C114 96 136 82 160 82C186 82 208 98 200 128L208 232C186 244 134 244 112 232Z" fill="${h}"/>`;
    case 'bun':
      return `<circle cx="160" cy="82" r="15" fill="${shade(look.hair, 0.08)}"/>`;
    case 'curly': {
      const next = seeded(7);
      const curls: string[] = [];
      for (let i = 0; i <= 16; i++) {
        const a = Math.PI * (0.97 + (i / 16) * 1.06);
        const x = 160 + Math.cos(a) * 46;
        const y = 128 + Math.sin(a) * 44;
        curls.push(
          `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${13 + Math.round(next() * 3)}"/>`,
        );
      }
      for (const side of [-1, 1])
        for (let i = 0; i < 5; i++)
          curls.push(
            `<circle cx="${160 + side * (44 + (i % 2) * 4 + i)}" cy="${146 + i * 19}" r="${14 - (i > 3 ? 2 : 0)}"/>`,
          );
      return `<g fill="${h}">${curls.join('')}<path d="M120 110H200V228H120Z"/></g>`;
    }
    default:
      return '';
  }
}

/** Hair in front of the head. */
function hairFront(look: Look): string {
  const c = look.hair;
  const hi = tint(c, 0.12);
  switch (look.style) {
    case 'short':
      return `<path d="M122 140C117 104 134 86 160 86C186 86 203 104 198 140H194C193 126 190 118 185 111C168 116 148 116 134 109C129 117 127 126 126 140Z" fill="${c}"/>`;
    case 'sidePart':
      return `<path d="M122 142C114 100 134 81 162 81C190 81 206 100 198 142H194C193 126 190 116 185 109C168 111 149 107 136 100C130 110 127 124 126 142Z" fill="${c}"/>
<path d="M138 99C148 89 164 85 180 88C166 91 154 96 144 104Z" fill="${hi}"/>`;
    case 'receding':
      return `<path d="M122 140C118 108 134 90 160 90C186 90 202 108 198 140H194C193 126 190 118 186 112C180 105 172 101 160 101C148 101 140 105 134 112C130 118 127 126 126 140Z" fill="${c}"/>`;
    case 'long':
      return `<path d="M119 160C112 108 134 86 162 86C190 86 208 106 201 160C199 134 192 118 180 108C166 120 144 126 128 128C124 138 121 148 119 160Z" fill="${c}"/>
<path d="M119 146C117 180 118 212 108 238Q118 242 128 234C128 206 128 176 126 140Z" fill="${c}"/>
<path d="M201 146C203 180 202 212 212 238Q202 242 192 234C192 206 192 176 194 140Z" fill="${shade(c, 0.08)}"/>`;
    case 'bun':
      return `<path d="M121 146C116 104 134 86 160 86C186 86 204 104 199 146C197 128 190 112 176 106C166 103 154 103 144 106C130 112 123 128 121 146Z" fill="${c}"/>
<path d="M150 92C160 88 174 92 180 100C170 96 160 95 150 98Z" fill="${tint(c, 0.22)}"/>`;
    case 'curly': {
      // A cap of hair with a row of curls along the hairline.
      const curls = Array.from({ length: 7 }, (_, i) => {
        const a = Math.PI * (0.1 + (0.8 * i) / 6);
        const x = 160 + Math.cos(a) * 35;
        const y = 134 - Math.sin(a) * 26;
        return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${i % 2 ? 10 : 9}"/>`;
      }).join('');
      return `<g fill="${c}"><path d="M121 140C114 98 134 80 160 80C186 80 206 98 199 140C196 120 180 108 160 108C140 108 124 120 121 140Z"/>${curls}</g>`;
    }
    case 'cap': {
      return `<path d="M122 142C120 132 121 124 124 118H196C199 124 200 132 198 142C196 136 194 130 190 126H130C126 130 124 136 122 142Z" fill="${c}"/>`;
    }
  }
}

function cap(colour: string): string {
  const c = shade(colour, 0.1);
  return `<path d="M120 124C118 94 136 78 160 78C184 78 202 94 200 124Z" fill="${c}"/>
<path d="M160 78C150 90 146 106 146 124H138C138 104 146 88 160 78Z" fill="${tint(c, 0.1)}"/>
<path d="M160 78C170 90 174 106 174 124H200C200 100 186 82 160 78Z" fill="${shade(c, 0.12)}"/>
<circle cx="160" cy="79" r="3" fill="${shade(c, 0.2)}"/>
<path d="M152 108C152 100 160 96 168 98C168 106 160 110 152 108Z" fill="${ART.canola}"/>
<path d="M114 126C128 116 192 116 206 126C206 134 192 138 160 138C128 138 114 134 114 126Z" fill="${shade(c, 0.22)}"/>`;
}

function beard(look: Look): string {
  return `<path d="M124 136C124 168 140 194 160 194C180 194 196 168 196 136C194 152 190 160 184 164C176 162 168 160 160 162C152 160 144 162 136 164C130 160 126 152 124 136Z" fill="${look.style === 'receding' ? shade(look.hair, 0.06) : look.hair}"/>`;
}

function glasses(): string {
  return `<g fill="#fff" fill-opacity="0.18" stroke="#2a2522" stroke-width="2.6"><rect x="131" y="131" width="24" height="17" rx="7"/><rect x="165" y="131" width="24" height="17" rx="7"/></g><path d="M155 137Q160 134 165 137M131 136H125M189 136H195" fill="none" stroke="#2a2522" stroke-width="2.4"/>`;
}

/** Clothing over the torso; `neck` is the shaded skin tone that shows in an open collar. */
function clothing(look: Look, colour: string, neck: string): string {
  const base = colour;
  const dark = shade(base, 0.22);
  const light = tint(base, 0.18);
  const shadow = `<path d="${TORSO_SHADE}" fill="#000" opacity="0.1"/>`;
  const collar = (fill: string) =>
    `<path d="M142 212L160 248L132 242L128 226Z" fill="${fill}"/><path d="M178 212L160 248L188 242L192 226Z" fill="${shade(fill, 0.08)}"/>`;
  const openNeck = `<path d="M142 222L160 250L178 222Z" fill="${neck}"/>`;
  switch (look.clothing) {
    case 'plaid': {
      const line = tint(ART.canola, 0.1);
      return `<defs><pattern id="plaid" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="30" height="30" fill="${base}"/><path d="M0 4H30V14H0ZM4 0H14V30H4Z" fill="${dark}" opacity="0.55"/><path d="M0 22H30M22 0V30" stroke="${line}" stroke-width="1.6" opacity="0.7"/></pattern></defs>
<path d="${TORSO}" fill="url(#plaid)"/>${shadow}${openNeck}${collar(light)}
<path d="M160 250V336" stroke="${dark}" stroke-width="2"/><circle cx="160" cy="272" r="2.5" fill="${tint(base, 0.6)}"/><circle cx="160" cy="300" r="2.5" fill="${tint(base, 0.6)}"/>`;
    }
    case 'shirt':
      return `<path d="${TORSO}" fill="${base}"/>${shadow}${openNeck}${collar(light)}
<path d="M160 250V336" stroke="${dark}" stroke-width="2"/><circle cx="160" cy="272" r="2.5" fill="${tint(base, 0.6)}"/><circle cx="160" cy="300" r="2.5" fill="${tint(base, 0.6)}"/>`;
    case 'denim': {
      const denim = mix(base, '#4f74a0', 0.55);
      const stitch = `stroke="${tint(denim, 0.45)}" stroke-width="1.4" stroke-dasharray="3 3" fill="none"`;
      return `<path d="${TORSO}" fill="${denim}"/>${shadow}${openNeck}${collar(tint(denim, 0.12))}
<path d="M160 250V336" stroke="${shade(denim, 0.2)}" stroke-width="2"/>
<path d="M108 264H140V290Q124 296 108 290Z" fill="${shade(denim, 0.06)}"/><path d="M180 264H212V290Q196 296 180 290Z" fill="${shade(denim, 0.14)}"/>
<path d="M108 264H140M180 264H212M66 276Q84 290 110 292M254 276Q236 290 210 292" ${stitch}/>`;
    }
    case 'blazer': {
      const blazer = base;
      const lapel = shade(blazer, 0.16);
      return `<path d="${TORSO}" fill="${blazer}"/>${shadow}
<path d="M134 224L160 300L186 224C176 232 144 232 134 224Z" fill="#f4efe6"/>
<path d="M146 226L160 246L174 226Z" fill="${neck}"/>
<path d="M134 222L160 304L150 336H144L124 262L136 252L122 232Z" fill="${lapel}"/>
<path d="M186 222L160 304L170 336H176L196 262L184 252L198 232Z" fill="${shade(lapel, 0.1)}"/>
<circle cx="154" cy="312" r="3" fill="${shade(blazer, 0.35)}"/>`;
    }
    case 'quarterZip': {
      return `<path d="${TORSO}" fill="${base}"/>${shadow}
<path d="M138 204C146 210 174 210 182 204L186 228C172 238 148 238 134 228Z" fill="${dark}"/>
<path d="M152 210L160 226L168 210Z" fill="${neck}"/>
<path d="M160 226V286" stroke="${shade(base, 0.4)}" stroke-width="2.5"/><rect x="157" y="228" width="6" height="12" rx="2" fill="${tint(base, 0.7)}"/>
<path d="M112 262C112 254 120 250 128 252C128 260 120 264 112 262Z" fill="${ART.canola}"/>`;
    }
    case 'vest': {
      const shirt = mix(ART.skyDay, '#7ea6c8', 0.35);
      const vest = base;
      return `<path d="${TORSO}" fill="${shirt}"/><path d="${TORSO_SHADE}" fill="#000" opacity="0.1"/>
<path d="M80 336C84 290 96 262 114 246L128 230C140 236 180 236 192 230L206 246C224 262 236 290 240 336Z" fill="${vest}"/>
<path d="M160 236L206 246C224 262 236 290 240 336H160Z" fill="#000" opacity="0.08"/>
<path d="M132 206C144 214 176 214 188 206L194 234C176 246 144 246 126 234Z" fill="${dark}"/>
<path d="M148 214L160 236L172 214Z" fill="${neck}"/>
<path d="M160 236V336" stroke="${shade(vest, 0.35)}" stroke-width="2.5"/><rect x="157" y="238" width="6" height="12" rx="2" fill="${tint(vest, 0.7)}"/>`;
    }
    case 'sweater': {
      const rib = shade(base, 0.14);
      return `<defs><pattern id="knit" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="${base}"/><path d="M2 0L7 7L12 0M2 7L7 14L12 7" fill="none" stroke="${tint(base, 0.16)}" stroke-width="1.6"/></pattern></defs>
<path d="${TORSO}" fill="url(#knit)"/>${shadow}
<path d="M148 226L160 240L172 226Z" fill="#f4efe6"/>
<path d="M126 222C142 236 178 236 194 222L200 230C180 250 140 250 120 230Z" fill="${rib}"/>`;
    }
  }
}

function figure(look: Look, colour: string): string {
  const skin = look.skin;
  const neck = shade(skin, 0.14);
  const ears =
    look.style === 'long' || look.style === 'curly'
      ? ''
      : `<ellipse cx="124" cy="142" rx="7" ry="11" fill="${skin}"/><ellipse cx="196" cy="142" rx="7" ry="11" fill="${shade(skin, 0.08)}"/>`;
  return `<g transform="translate(160 208) scale(1.04) translate(-160 -200)"><defs><clipPath id="head"><path d="${HEAD}"/></clipPath></defs>
${hairBack(look)}
<path d="M144 160V216C150 228 170 228 176 216V160Z" fill="${neck}"/>
<g transform="translate(0 -8)">${clothing(look, colour, neck)}</g>
${ears}<path d="${HEAD}" fill="${skin}"/>
<path d="M170 88C194 112 198 160 164 190H210V88Z" fill="#000" opacity="0.06" clip-path="url(#head)"/>
${look.beard ? beard(look) : ''}${hairFront(look)}${look.style === 'cap' ? cap(colour) : ''}${look.glasses ? glasses() : ''}</g>`;
}

/** The member's portrait: 320×320 SVG document. */
export function portraitArt(member: SeedTeamMember): string {
  const look = LOOKS[member.name] ?? defaultLook(member.name);
  return svg(
    320,
    320,
    `Portrait of ${member.name}`,
    `${background(member.colour)}\n${figure(look, member.colour)}`,
  );
}
