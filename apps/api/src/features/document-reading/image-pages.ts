import type Sharp from 'sharp';
import { flattenLight, tiltOf, type GreyImage } from './photo-cleanup.js';

/**
 * Photos prepared for OCR with sharp (docs/decisions/050-reading-documents.md): at most 40 megapixels in
 * (sharp refuses more from the header alone, before decoding: a 20,000 × 20,000 px image or a
 * decompression bomb costs nothing), turned upright by their EXIF orientation, greyscale, the light made
 * even and the tilt taken out (photo-cleanup.ts), then scaled to fit 2,480 × 3,508 px, an A4 page at
 * 300 dpi (a 150-dpi phone photo is doubled with lanczos3: Tesseract reads small print best at about
 * 300 dpi; a larger photo is reduced), out as PNG.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const PAGE_WIDTH = 2_480;
const PAGE_HEIGHT = 3_508;
/** A tilt smaller than this (degrees) is left alone: turning costs time and blurs a straight page. */
const LEAST_TILT = 0.3;

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
  let grey: GreyImage;
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PAGE_WIDTH, height: PAGE_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    grey = {
      data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageTooLargeError();
    throw new UnreadableImageError();
  }
  const even = await flattenLight(grey);
  const raw = { raw: { width: even.width, height: even.height, channels: 1 as const } };
  const small = await sharp(even.data, raw)
    .resize({ width: 800 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tilt = await tiltOf({ data: small.data, width: small.info.width, height: small.info.height });
  const straight =
    Math.abs(tilt) < LEAST_TILT
      ? { data: Buffer.from(even.data), info: raw.raw }
      : await sharp(even.data, raw)
          .rotate(-tilt, { background: '#ffffff' })
          .greyscale()
          .raw()
          .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = straight.info;
  return (
    sharp(straight.data, { raw: { width, height, channels } })
      .resize({ width: PAGE_WIDTH, height: PAGE_HEIGHT, fit: 'inside', kernel: 'lanczos3' })
      .greyscale()
      // Tesseract takes the resolution from the PNG; say what the page now is (A4 at 300 dpi).
      .withMetadata({ density: 300 })
      // The PNG is decoded again at once: spend no time compressing it.
      .png({ compressionLevel: 1 })
      .toBuffer()
  );
}
