/**
 * The pixel work that makes a phone photo of a page read like a scan (docs/decisions/050-reading-documents.md):
 * even out the light (divide by the paper's own brightness, so a shadow across the page is not read as ink
 * by Tesseract's single threshold) and find the page's tilt (the angle at which the dark pixels' rows line
 * up best), for image-pages.ts to turn it straight. Works on 8-bit greyscale pixels, one byte a pixel.
 *
 * This runs on the server's main thread, beside other patients' requests: every loop gives the event
 * loop a turn each ROWS_PER_TURN rows (or each angle tried), so a photo never holds a request up for more
 * than a few milliseconds (`npm run bench:extract`, other patients' p99 while photos are read).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Rows of pixels worked through between two turns of the event loop. */
const ROWS_PER_TURN = 48;

/** Greyscale pixels, row by row, one byte each (0 black, 255 white). */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Side of the square blocks whose brightest pixel stands for the paper's brightness there. */
const PAPER_BLOCK = 24;

/**
 * The paper's brightness over the image, block by block: the brightest pixel of each PAPER_BLOCK-square
 * block, then each block the mean of itself and its neighbours (a block that is all ink borrows from them).
 * Returns the block grid; `flattenLight` spreads it over the pixels.
 */
async function paperBrightness(
  image: GreyImage,
): Promise<{ grid: Float32Array; columns: number; rows: number }> {
  const columns = Math.ceil(image.width / PAPER_BLOCK);
  const rows = Math.ceil(image.height / PAPER_BLOCK);
  const brightest = new Float32Array(columns * rows);
  for (let y = 0; y < image.height; y++) {
    if (y % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const row = Math.floor(y / PAPER_BLOCK) * columns;
    for (let x = 0; x < image.width; x++) {
      const cell = row + Math.floor(x / PAPER_BLOCK);
      const value = image.data[y * image.width + x] as number;
      if (value > (brightest[cell] as number)) brightest[cell] = value;
    }
  }
  const grid = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const r = row + dy;
          const c = column + dx;
          if (r < 0 || c < 0 || r >= rows || c >= columns) continue;
          sum += brightest[r * columns + c] as number;
          count += 1;
        }
      grid[row * columns + column] = Math.max(sum / count, 1);
    }
  return { grid, columns, rows };
}

/**
 * The image with its light made even: each pixel divided by the paper's brightness around it (bilinear
 * between block centres), so paper reads white everywhere and ink keeps its contrast. A new image.
 */
export async function flattenLight(image: GreyImage): Promise<GreyImage> {
  const { grid, columns, rows } = await paperBrightness(image);
  const out = new Uint8Array(image.data.length);
  const at = (row: number, column: number) =>
    grid[
      Math.min(rows - 1, Math.max(0, row)) * columns + Math.min(columns - 1, Math.max(0, column))
    ] as number;
  for (let y = 0; y < image.height; y++) {
    if (y % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const gy = y / PAPER_BLOCK - 0.5;
    const row = Math.floor(gy);
    const fy = gy - row;
    for (let x = 0; x < image.width; x++) {
      const gx = x / PAPER_BLOCK - 0.5;
      const column = Math.floor(gx);
      const fx = gx - column;
      const paper =
        (at(row, column) * (1 - fx) + at(row, column + 1) * fx) * (1 - fy) +
        (at(row + 1, column) * (1 - fx) + at(row + 1, column + 1) * fx) * fy;
      const index = y * image.width + x;
      out[index] = Math.min(255, Math.round(((image.data[index] as number) * 255) / paper));
    }
  }
  return { data: out, width: image.width, height: image.height };
}

/** Largest tilt looked for, in degrees either way, and the step between the angles tried. */
const MAX_TILT = 6;
const TILT_STEP = 0.25;
/** A pixel darker than this (after flattenLight) counts as ink. */
const INK = 140;

/**
 * The page's tilt in degrees, positive when its lines run down to the right (turned clockwise): of the
 * angles within ±MAX_TILT, the one whose rows of ink pixels are the most uneven (lines of text and the
 * gaps between them, rather than a smear), measured as the sum of squared ink counts per row. 0 for a
 * page without ink.
 */
export async function tiltOf(image: GreyImage): Promise<number> {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < image.height; y++) {
    if (y % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    for (let x = 0; x < image.width; x++)
      if ((image.data[y * image.width + x] as number) < INK) {
        xs.push(x);
        ys.push(y);
      }
  }
  if (xs.length === 0) return 0;
  const margin = Math.ceil(image.width * Math.tan((MAX_TILT * Math.PI) / 180));
  const counts = new Int32Array(image.height + 2 * margin);
  let best = 0;
  let bestScore = -1;
  for (let angle = -MAX_TILT; angle <= MAX_TILT + 1e-9; angle += TILT_STEP) {
    await nextTurn();
    const slope = Math.tan((angle * Math.PI) / 180);
    counts.fill(0);
    for (let index = 0; index < xs.length; index++) {
      const row = Math.round((ys[index] as number) - (xs[index] as number) * slope) + margin;
      counts[row] = (counts[row] as number) + 1;
    }
    let score = 0;
    for (const count of counts) score += count * count;
    if (score > bestScore) {
      bestScore = score;
      best = angle;
    }
  }
  return best;
}
