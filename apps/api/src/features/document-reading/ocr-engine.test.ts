import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createOcrPool, linesOfTsv, type OcrPool } from './ocr-engine.js';

/** A white PNG with one printed line, as the readers get a page (greyscale, large print). */
async function printedLine(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="160"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="100" font-family="DejaVu Sans, sans-serif" font-size="56" fill="#000">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}

/** Waits (bounded) until `done()` holds: the idle timer ends a reader on its own schedule. */
async function until(done: () => boolean, boundMs = 20_000): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('state not reached in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

let pool: OcrPool | undefined;
afterEach(() => pool?.close());

describe('the OCR pool', () => {
  it('ends a reader once it is idle, and makes a new one for the next read', async () => {
    pool = createOcrPool(1, { idleMs: 50 });
    const page = await printedLine('Haemoglobin 13.5');
    expect(pool.readers()).toBe(0);

    const first = await pool.recognise(page, 60_000);
    expect(first.map((line) => line.text).join(' ')).toContain('13.5');
    await until(() => pool!.readers() === 0);

    const again = await pool.recognise(page, 60_000);
    expect(again.map((line) => line.text).join(' ')).toContain('13.5');
    expect(pool.readers()).toBe(1);
  }, 120_000);

  it('keeps a reader between reads that come within the idle time', async () => {
    pool = createOcrPool(1);
    const page = await printedLine('Glucose 98');
    await pool.recognise(page, 60_000);
    expect(pool.readers()).toBe(1);
    await pool.recognise(page, 60_000);
    expect(pool.readers()).toBe(1);
    await pool.close();
    expect(pool.readers()).toBe(0);
  }, 120_000);
});

describe("Tesseract's TSV read back into lines", () => {
  it('groups the words of each line with their confidence, and leaves out page, block and empty rows', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t',
      '5\t1\t1\t1\t1\t1\t90\t100\t200\t40\t96.5\tHaemoglobin',
      '5\t1\t1\t1\t1\t2\t400\t100\t80\t40\t71.25\t13.4',
      '5\t1\t1\t1\t1\t3\t500\t100\t80\t40\t95\t ',
      '5\t1\t1\t1\t2\t1\t90\t160\t200\t40\t88\tहीमोग्लोबिन',
    ].join('\n');
    expect(linesOfTsv(tsv)).toEqual([
      [
        { text: 'Haemoglobin', confidence: 96.5 },
        { text: '13.4', confidence: 71.25 },
      ],
      [{ text: 'हीमोग्लोबिन', confidence: 88 }],
    ]);
  });
});
