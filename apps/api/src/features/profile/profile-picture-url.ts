import { assertSafeKey, ownerOfKey, signFileUrl } from '../../storage/index.js';

/** What signing a picture link needs: the file-link key and the clock. */
export interface PictureSigner {
  fileSecret: string;
  now: () => Date;
}

/**
 * The stored picture key (`{userId}/{timestamp}.{ext}` in `profiles`) as an
 * owner-only signed link valid 3600 s, or null when there is no picture or
 * the stored value is not a key of this patient's folder (docs/product.md#data-calls; the product's
 * public URL is replaced by a signed one, docs/architecture.md#d3-files).
 */
export function signedPictureUrl(signer: PictureSigner, userId: string, key: string | null): string | null {
  if (!key) return null;
  try {
    assertSafeKey(key);
  } catch {
    return null;
  }
  if (ownerOfKey(key) !== userId) return null;
  return signFileUrl({
    secret: signer.fileSecret,
    bucket: 'profiles',
    key,
    disposition: 'inline',
    now: signer.now(),
  });
}
