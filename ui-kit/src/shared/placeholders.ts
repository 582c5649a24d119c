function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Neutral image shown when a product or person image is missing or fails to load. */
export const PLACEHOLDER_IMAGE = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">' +
    '<rect width="400" height="300" fill="#e8efe3"/>' +
    '<path d="M0 230 Q100 190 200 225 T400 215 V300 H0Z" fill="#c9dbbd"/>' +
    '<path d="M200 200 v-60 M200 160 q-25 -5 -35 -30 q25 0 35 30 M200 150 q25 -5 35 -30 q-25 0 -35 30" ' +
    'stroke="#4d7c3a" stroke-width="6" fill="none" stroke-linecap="round"/></svg>',
);

/** Fallback video thumbnail: a 1000 L IBC tote, the container every video product ships in. */
export const TOTE_IMAGE = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">' +
    '<rect width="480" height="270" fill="#eef2ea"/>' +
    '<rect x="150" y="55" width="180" height="160" rx="10" fill="#f9fbf7" stroke="#5b6b57" stroke-width="6"/>' +
    '<path d="M150 108h180M150 162h180M210 55v160M270 55v160" stroke="#5b6b57" stroke-width="4"/>' +
    '<rect x="140" y="215" width="200" height="18" fill="#5b6b57"/>' +
    '<rect x="225" y="40" width="30" height="15" fill="#2f6b2f"/></svg>',
);
