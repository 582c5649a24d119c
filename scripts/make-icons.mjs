// Renders the site's raster images from SVG with Debian's Chromium (the same browser as the
// end-to-end suite): app icons for the Web App Manifest and the default sharing image. The output
// is committed; run `node scripts/make-icons.mjs` after changing the artwork.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const mark = readFileSync(join(root, 'frontend/public/favicon.svg'), 'utf8');

const ogImage = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box;
  background:linear-gradient(160deg,#2f6b2f 0%,#3f5f2a 55%,#6b5a2a 100%);font-family:'DejaVu Sans',sans-serif;color:#f7f5ef">
  <div style="width:220px;height:220px;flex:none">${mark.replace('<svg ', '<svg width="220" height="220" ')}</div>
  <div><div style="font-size:64px;font-weight:700;line-height:1.1">Prairie Elite Agronomics</div>
  <div style="font-size:32px;margin-top:24px;line-height:1.35;color:#e9e4d4">Fertilizers, soil diagnostics and agronomy advice for Alberta and Saskatchewan farms</div></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0">${mark.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    );
    await page.screenshot({
      path: join(root, `frontend/public/icons/icon-${size}.png`),
      omitBackground: true,
    });
    await page.close();
  }
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(ogImage);
  await page.screenshot({
    path: join(root, 'frontend/public/og-default.jpg'),
    type: 'jpeg',
    quality: 85,
  });
  await page.close();
} finally {
  await browser.close();
}
console.log('wrote frontend/public/icons/icon-192.png, icon-512.png and og-default.jpg');
