/**
 * Video thumbnails: a still of what the video shows, drawn from the same illustration system as
 * the rest of the site (a product's packaging, a field, a technology, a consultant at work), with
 * a dark foot and a play button, 640×360. The title is not repeated inside the picture: the card
 * under it says it, and a picture that spells out its caption reads as a placeholder.
 */
import type { SeedVideo } from '../../src/modules/videos/video.seed-data.js';
import type { SeedProduct } from '../../src/modules/products/product.seed-data.js';
import { ART, svg } from './kit.js';
import { productArt, toteArt } from './packaging.js';
import { SCENES } from './scenes.js';

const W = 640;
const H = 360;
/** The play button sits in the dark foot, bottom left, clear of the still's subject. */
const PLAY = { x: 64, y: H - 64 };

/** Where each video's still comes from: a scene of scenes.ts (by path), a product or the tote. */
type Still = { scene: string } | { product: string } | { tote: true };

const STILLS: Record<string, Still> = {
  pE7nSorb01a: { scene: 'technology/nanosorb.svg' },
  pE7ePhos02b: { product: 'Elite Phos' },
  pE7mXtrc03c: { scene: 'technology/micro-extraction.svg' },
  pE7toteS04d: { tote: true },
  pE7soilS05e: { scene: 'consultation/soil-sampling.svg' },
  pE7nMix006f: { product: 'Elite Nitro' },
  pE7vegCn07g: { scene: 'fields/canola-bloom.svg' },
  pE7orgSk08h: { scene: 'consultation/field-walk.svg' },
  pE7hayRn09i: { scene: 'fields/pea-field.svg' },
};

/**
 * A whole SVG document placed as a picture inside another, covering W×H (cut at the edges like a
 * photograph, never stretched). Its title goes: the thumbnail has its own.
 */
function cover(document: string): string {
  const width = /\bwidth="(\d+)"/.exec(document)?.[1];
  const height = /\bheight="(\d+)"/.exec(document)?.[1];
  return document
    .replace(/<title>[^<]*<\/title>\n?/, '')
    .replace(
      /^<svg\b[^>]*>/,
      `<svg x="0" y="0" width="${W}" height="${H}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">`,
    );
}

function stillOf(video: SeedVideo, products: readonly SeedProduct[]): string {
  const still = STILLS[video.videoId];
  if (still && 'scene' in still) {
    const scene = SCENES.find((candidate) => candidate.path === still.scene);
    if (scene) return cover(scene.draw());
  }
  if (still && 'product' in still) {
    const product = products.find((candidate) => candidate.name === still.product);
    if (product) return cover(productArt(product));
  }
  return cover(toteArt());
}

/** The video's thumbnail: 640×360 SVG document. A video without a still of its own shows the tote. */
export function videoThumbnail(video: SeedVideo, products: readonly SeedProduct[]): string {
  return svg(
    W,
    H,
    `Video thumbnail: ${video.title}`,
    `<defs><linearGradient id="video-foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="${ART.green900}" stop-opacity="0"/><stop offset="1" stop-color="${ART.green900}" stop-opacity="0.7"/></linearGradient></defs>
${stillOf(video, products)}
<rect width="${W}" height="${H}" fill="url(#video-foot)"/>
<circle cx="${PLAY.x}" cy="${PLAY.y}" r="32" fill="${ART.green900}" opacity="0.78"/>
<circle cx="${PLAY.x}" cy="${PLAY.y}" r="32" fill="none" stroke="#fff" stroke-width="3" opacity="0.9"/>
<path d="M${PLAY.x - 10} ${PLAY.y - 16} L ${PLAY.x + 18} ${PLAY.y} L ${PLAY.x - 10} ${PLAY.y + 16} Z" fill="#fff"/>`,
  );
}
