#!/usr/bin/env node
/**
 * Draws the installable app's icons (docs/decisions/026-installable-app-offline-policy.md) into apps/web/public/icons/, from the same shape as
 * favicon.svg: a white cross on the brand teal (#0d9488). Writes icon-192.png and icon-512.png (rounded
 * square, transparent corners: `purpose: any`) and icon-maskable-512.png (full-bleed teal, the cross inside
 * the central 80 % safe zone: `purpose: maskable`). The PNGs are committed; rerun after changing the shape:
 * `node scripts/make-app-icons.mjs`. Anti-aliased by 4×4 supersampling; pure JS (pngjs), no downloads.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';

const OUT = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const TEAL = [0x0d, 0x94, 0x88];
const WHITE = [0xff, 0xff, 0xff];
const SUPERSAMPLE = 4;

/** favicon.svg's cross on its 32-unit grid: two bars, 6 wide and 18 long, centred. */
function inCross(x, y) {
  const horizontal = x >= 7 && x <= 25 && y >= 13 && y <= 19;
  const vertical = x >= 13 && x <= 19 && y >= 7 && y <= 25;
  return horizontal || vertical;
}

/** Inside a 32-unit square with corners of radius `radius` (0: full bleed). */
function inSquare(x, y, radius) {
  if (radius === 0) return true;
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** An RGBA PNG of `size` px: each pixel averages SUPERSAMPLE² samples of the 32-unit drawing. */
function drawIcon(size, radius) {
  const png = new PNG({ width: size, height: size });
  const scale = 32 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let alpha = 0;
      let white = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const x = (px + (sx + 0.5) / SUPERSAMPLE) * scale;
          const y = (py + (sy + 0.5) / SUPERSAMPLE) * scale;
          if (!inSquare(x, y, radius)) continue;
          alpha += 1;
          if (inCross(x, y)) white += 1;
        }
      }
      const i = (py * size + px) * 4;
      const mix = alpha === 0 ? 0 : white / alpha;
      for (let c = 0; c < 3; c++) png.data[i + c] = Math.round(TEAL[c] + (WHITE[c] - TEAL[c]) * mix);
      png.data[i + 3] = Math.round((255 * alpha) / SUPERSAMPLE ** 2);
    }
  }
  return PNG.sync.write(png, { colorType: 6 });
}

mkdirSync(OUT, { recursive: true });
const icons = [
  ['icon-192.png', drawIcon(192, 8)],
  ['icon-512.png', drawIcon(512, 8)],
  ['icon-maskable-512.png', drawIcon(512, 0)],
];
for (const [name, bytes] of icons) {
  writeFileSync(path.join(OUT, name), bytes);
  console.log(`[make-app-icons] ${name}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
