/**
 * Writes the SVG illustrations of the built-in content into backend/public/images: product totes,
 * team portraits (illustrated initials), video thumbnails, newsletter covers, field, consultation
 * and technology scenes, the tote fallback and the product placeholder. Deterministic: running it
 * again rewrites the same bytes. Run with `npm run assets -w backend` and commit the output.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_NEWSLETTERS } from '../src/modules/newsletters/newsletter.seed-data.js';
import { productSlug } from '../src/modules/products/product-slug.js';
import { SEED_PRODUCTS } from '../src/modules/products/product.seed-data.js';
import { portraitSlug, SEED_TEAM } from '../src/modules/team/team.seed-data.js';
import { SEED_VIDEOS } from '../src/modules/videos/video.seed-data.js';

// Compiled to backend/dist/tools/scripts/: three levels up is backend/.
const IMAGES = fileURLToPath(new URL('../../../public/images/', import.meta.url));

function write(path: string, svg: string): void {
  const file = join(IMAGES, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${svg.trim()}\n`);
}

function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Splits text into lines of at most `max` characters, on word boundaries. */
function wrap(text: string, max: number): string[] {
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

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(label)}">
<title>${esc(label)}</title>
${body.trim()}
</svg>`;
}

const FONT = `font-family="Segoe UI, Helvetica, Arial, sans-serif"`;

/** An IBC tote (cage, container, pallet) with an optional coloured product label. */
function tote(label?: { name: string; line: string; colour: string }): string {
  const bars = [90, 130, 170, 210, 250, 290]
    .map((x) => `<line x1="${x}" y1="92" x2="${x}" y2="318" stroke="#8d959c" stroke-width="4"/>`)
    .join('');
  const rungs = [130, 180, 230, 280]
    .map((y) => `<line x1="70" y1="${y}" x2="330" y2="${y}" stroke="#8d959c" stroke-width="4"/>`)
    .join('');
  const tag = label
    ? `<rect x="110" y="170" width="180" height="96" rx="8" fill="${label.colour}"/>
<text x="200" y="${wrap(label.name, 16).length > 1 ? 204 : 216}" text-anchor="middle" ${FONT} font-size="20" font-weight="700" fill="#fff">${wrap(
        label.name,
        16,
      )
        .map((l, i) => `<tspan x="200" dy="${i === 0 ? 0 : 22}">${esc(l)}</tspan>`)
        .join('')}</text>
<text x="200" y="254" text-anchor="middle" ${FONT} font-size="12" fill="#fff" opacity="0.9">${esc(label.line)}</text>`
    : `<text x="200" y="225" text-anchor="middle" ${FONT} font-size="18" font-weight="600" fill="#6b737a">1000L IBC</text>`;
  return `<ellipse cx="200" cy="352" rx="150" ry="14" fill="#000" opacity="0.08"/>
<rect x="72" y="96" width="256" height="220" rx="14" fill="#f4f6f7" stroke="#cfd5da" stroke-width="3"/>
<rect x="72" y="150" width="256" height="166" rx="12" fill="#e8eef0"/>
<rect x="176" y="72" width="48" height="26" rx="6" fill="#3a4148"/>
${bars}${rungs}
<rect x="66" y="88" width="268" height="234" rx="10" fill="none" stroke="#6f787f" stroke-width="6"/>
${tag}
<rect x="60" y="322" width="280" height="14" rx="3" fill="#9b7449"/>
<rect x="72" y="336" width="34" height="14" fill="#86623b"/><rect x="183" y="336" width="34" height="14" fill="#86623b"/><rect x="294" y="336" width="34" height="14" fill="#86623b"/>`;
}

function productImage(name: string, category: string, colour: string): string {
  return svg(
    400,
    400,
    `${name} in a 1000L IBC tote`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7faf5"/><stop offset="1" stop-color="#e6efe1"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<text x="24" y="40" ${FONT} font-size="14" font-weight="600" fill="${colour}">${esc(category.toUpperCase())}</text>
${tote({ name, line: 'Prairie Elite Agronomics', colour })}`,
  );
}

/** Rolling prairie: sky, sun, field bands with crop rows. */
function landscape(
  width: number,
  height: number,
  sky: string,
  field: string,
  options: { rows?: string; sun?: boolean; dots?: string } = {},
): string {
  const horizon = Math.round(height * 0.55);
  const rows = options.rows
    ? Array.from({ length: 9 }, (_, i) => {
        const x = (width / 8) * i;
        return `<line x1="${width / 2}" y1="${horizon}" x2="${x * 1.6 - width * 0.3}" y2="${height}" stroke="${options.rows}" stroke-width="3" opacity="0.55"/>`;
      }).join('')
    : '';
  const dots = options.dots
    ? Array.from({ length: 60 }, (_, i) => {
        const x = (i * 137) % width;
        const y = horizon + 12 + ((i * 53) % (height - horizon - 16));
        return `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="${options.dots}"/>`;
      }).join('')
    : '';
  return `<rect width="${width}" height="${height}" fill="${sky}"/>
${options.sun === false ? '' : `<circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.08)}" fill="#f6d365"/>`}
<path d="M0 ${horizon - 20} Q ${width * 0.3} ${horizon - 50} ${width * 0.6} ${horizon - 18} T ${width} ${horizon - 26} V ${horizon + 10} H 0 Z" fill="#7fa36b" opacity="0.6"/>
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${field}"/>
${rows}${dots}`;
}

function scene(path: string, label: string, body: string, width = 800, height = 450): void {
  write(path, svg(width, height, label, body));
}

function person(x: number, y: number, shirt: string): string {
  return `<circle cx="${x}" cy="${y}" r="16" fill="#e0b48a"/>
<path d="M${x - 26} ${y + 80} Q ${x - 24} ${y + 22} ${x} ${y + 22} Q ${x + 24} ${y + 22} ${x + 26} ${y + 80} Z" fill="${shirt}"/>
<rect x="${x - 18}" y="${y + 78}" width="14" height="50" fill="#3d4a5c"/><rect x="${x + 4}" y="${y + 78}" width="14" height="50" fill="#3d4a5c"/>`;
}

function caption(text: string, width: number, height: number): string {
  return `<rect x="0" y="${height - 64}" width="${width}" height="64" fill="#0b2b1a" opacity="0.55"/>
<text x="28" y="${height - 24}" ${FONT} font-size="26" font-weight="700" fill="#fff">${esc(text)}</text>`;
}

// Products, placeholder and tote.
for (const product of SEED_PRODUCTS) {
  write(
    `products/${productSlug(product.name)}.svg`,
    productImage(product.name, product.category, product.colour),
  );
}
write(
  'tote.svg',
  svg(400, 400, '1000L IBC tote', `<rect width="400" height="400" fill="#f3f5f2"/>${tote()}`),
);
write(
  'placeholder.svg',
  svg(
    400,
    400,
    'Image not available',
    `<rect width="400" height="400" fill="#eef1ec"/>
<path d="M200 120 C 150 150 140 220 200 270 C 260 220 250 150 200 120 Z" fill="#b9c8b0"/>
<line x1="200" y1="150" x2="200" y2="300" stroke="#9aae8e" stroke-width="6" stroke-linecap="round"/>
<text x="200" y="340" text-anchor="middle" ${FONT} font-size="18" fill="#7c8a75">Image not available</text>`,
  ),
);

// Team portraits: illustrated initials.
for (const member of SEED_TEAM) {
  const initials = member.name
    .replace(/^Dr\.\s*/, '')
    .split(/[\s-]+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  write(
    `team/${portraitSlug(member.name)}.svg`,
    svg(
      320,
      320,
      `Portrait of ${member.name}`,
      `<rect width="320" height="320" fill="${member.colour}"/>
<circle cx="160" cy="330" r="120" fill="#fff" opacity="0.18"/>
<circle cx="160" cy="140" r="86" fill="#fff" opacity="0.16"/>
<text x="160" y="166" text-anchor="middle" ${FONT} font-size="76" font-weight="700" fill="#fff">${esc(initials)}</text>`,
    ),
  );
}

// Video thumbnails.
const TAB_COLOURS = ['#1f6f43', '#2f5f9f', '#8a4b9c'];
SEED_VIDEOS.forEach((tab, index) => {
  for (const video of tab.videos) {
    const lines = wrap(video.title, 28);
    write(
      `videos/${video.videoId}.svg`,
      svg(
        640,
        360,
        `Video thumbnail: ${video.title}`,
        `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${TAB_COLOURS[index]}"/><stop offset="1" stop-color="#0f1f17"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#v)"/>
<path d="M0 290 Q 160 250 320 280 T 640 270 V 360 H 0 Z" fill="#fff" opacity="0.08"/>
<circle cx="540" cy="90" r="46" fill="#fff" opacity="0.9"/><path d="M526 66 L 570 90 L 526 114 Z" fill="${TAB_COLOURS[index]}"/>
<text x="36" y="48" ${FONT} font-size="16" font-weight="600" fill="#fff" opacity="0.8">${esc(tab.name.toUpperCase())}</text>
<text x="36" y="${250 - lines.length * 38}" ${FONT} font-size="34" font-weight="700" fill="#fff">${lines
          .map((l, i) => `<tspan x="36" dy="${i === 0 ? 0 : 42}">${esc(l)}</tspan>`)
          .join('')}</text>`,
      ),
    );
  }
});

// Newsletter covers.
for (const newsletter of SEED_NEWSLETTERS) {
  const [sky, field] = newsletter.palette;
  scene(
    `newsletters/${newsletter.issue}.svg`,
    `Cover of the newsletter "${newsletter.title}"`,
    `${landscape(800, 450, sky, field, { rows: '#8a7a4f' })}${caption(newsletter.title, 800, 450)}`,
  );
}

// Fields, consultation and technology scenes (image manager and technology pages).
scene(
  'fields/canola-bloom.svg',
  'Canola in bloom',
  landscape(800, 450, '#cfe6fb', '#f2d43a', { dots: '#e0b81f' }),
);
scene(
  'fields/wheat-harvest.svg',
  'Wheat ready for harvest',
  landscape(800, 450, '#f3e6c8', '#d6a84a', { rows: '#b07f2a' }),
);
scene(
  'fields/pea-field.svg',
  'Field peas at flowering',
  landscape(800, 450, '#d7ecf8', '#6fa64a', { dots: '#f4f7ef' }),
);
scene(
  'fields/soil-profile.svg',
  'A black chernozem soil profile',
  `<rect width="800" height="450" fill="#cfe6fb"/>
<rect y="60" width="800" height="40" fill="#6fa64a"/>
<rect y="100" width="800" height="120" fill="#2b221c"/>
<rect y="220" width="800" height="110" fill="#5a4330"/>
<rect y="330" width="800" height="120" fill="#a1835f"/>
${[120, 260, 420, 580, 700]
  .map(
    (x) =>
      `<path d="M${x} 100 q 10 60 -6 120 q -12 50 8 90" stroke="#d9c7a5" stroke-width="3" fill="none"/>`,
  )
  .join('')}
<text x="770" y="170" text-anchor="end" ${FONT} font-size="20" fill="#fff">A horizon</text>
<text x="770" y="280" text-anchor="end" ${FONT} font-size="20" fill="#fff">B horizon</text>
<text x="770" y="395" text-anchor="end" ${FONT} font-size="20" fill="#fff">C horizon</text>`,
);
scene(
  'consultation/field-walk.svg',
  'A consultant and a grower walking a field',
  `${landscape(800, 450, '#d4eafa', '#8bb35d', { rows: '#6b8f43' })}${person(340, 230, '#1f6f43')}${person(430, 236, '#c0832b')}`,
);
scene(
  'consultation/soil-sampling.svg',
  'Taking soil cores for a soil test',
  `${landscape(800, 450, '#e8e4d8', '#7a5c3a', { sun: false })}${person(360, 220, '#2f5f9f')}
<rect x="404" y="250" width="8" height="130" fill="#9aa3aa"/><rect x="392" y="246" width="32" height="8" fill="#5c656c"/>
<rect x="470" y="344" width="80" height="36" rx="4" fill="#f4f1ea"/><text x="510" y="368" text-anchor="middle" ${FONT} font-size="14" fill="#5a4330">0-6 in</text>`,
);
scene(
  'technology/nanosorb.svg',
  'Nanoscale carriers around a root hair',
  `<rect width="800" height="450" fill="#10261b"/>
<path d="M80 380 C 250 300 420 260 760 120" stroke="#e9dcc0" stroke-width="38" fill="none" stroke-linecap="round"/>
${Array.from({ length: 46 }, (_, i) => {
  const t = i / 45;
  const x = 80 + t * 680 + (((i * 37) % 60) - 30);
  const y = 380 - t * 260 + (((i * 53) % 90) - 45);
  return `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${5 + (i % 4)}" fill="${i % 3 ? '#6fd1a2' : '#f6d365'}" opacity="0.9"/>`;
}).join('')}
${caption('NanoSorb: nutrients on nanoscale carriers', 800, 450)}`,
);
scene(
  'technology/micro-extraction.svg',
  'The Micro Extraction process',
  `<rect width="800" height="450" fill="#eef3f6"/>
<path d="M120 120 h120 l-40 80 v90 h-40 v-90 z" fill="#b8c4cc"/>
<rect x="300" y="150" width="200" height="160" rx="20" fill="#2f5f9f"/>
<text x="400" y="240" text-anchor="middle" ${FONT} font-size="22" font-weight="700" fill="#fff">Extraction</text>
<path d="M240 230 H 300 M500 230 H 560" stroke="#5c656c" stroke-width="8"/>
<path d="M600 170 q 40 60 0 120 q -40 -60 0 -120 z" fill="#6fd1a2"/>
<path d="M660 200 q 26 40 0 80 q -26 -40 0 -80 z" fill="#6fd1a2" opacity="0.7"/>
${caption('Micro Extraction: from raw mineral to pure nutrient', 800, 450)}`,
);

console.log(`wrote SVG illustrations under ${IMAGES}`);
