import type Sharp from 'sharp';

/**
 * Photos prepared for OCR with sharp (docs/decisions/050-reading-documents.md): at most 40 megapixels in
 * (sharp refuses more from the header alone, before decoding: a 20,000 × 20,000 px image or a
 * decompression bomb costs nothing), turned upright by their EXIF orientation, scaled to 2,500 px on the
 * long side (a 150-dpi phone photo doubled: Tesseract reads small print better larger), greyscale and
 * contrast-stretched, out as PNG.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 2_500;

/** The image is larger than MAX_INPUT_PIXELS. */
export class ImageTooLargeError extends Error {
  constructor() {
    super('image too large');
    this.name = 'ImageTooLargeError';
  }
}

/** The bytes are not an image sharp can decode (corrupt or truncated). */
export class UnreadableImageError extends Error {
  constructor() {
    super('image could not be decoded');
    this.name = 'UnreadableImageError';
  }
}

let sharpModule: Promise<typeof Sharp> | undefined;

/** sharp (libvips), loaded on the first photo rather than at start: most processes never read one. */
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

/** PNG bytes ready for OCR. Throws ImageTooLargeError or UnreadableImageError. */
export async function prepareImage(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside' })
      .greyscale()
      .normalise()
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageTooLargeError();
    throw new UnreadableImageError();
  }
}
