import { describe, expect, it } from 'vitest';
import { contentDisposition, fileUrlSecret, signFileLink, signFileUrl, verifyFileUrl } from './signed-url.js';

const secret = fileUrlSecret('x'.repeat(32));
const now = new Date('2026-03-05T10:00:00Z');

function parts(url: string) {
  const parsed = new URL(url, 'http://localhost');
  const [, , , bucket, ...rest] = parsed.pathname.split('/');
  return { bucket: bucket!, key: rest.join('/'), query: Object.fromEntries(parsed.searchParams) };
}

describe('signed file links (docs/product.md#data-calls, docs/product.md#limits-and-constants: 3600 s)', () => {
  const options = {
    secret,
    bucket: 'prescriptions' as const,
    key: 'user1/1767225600000-abc123.pdf',
    disposition: 'attachment' as const,
    filename: 'prescription-1.pdf',
    now,
  };

  it('names the object, the disposition, the file name and an expiry one hour ahead', () => {
    const link = signFileLink(options);
    expect(link.url).toMatch(
      /^\/api\/files\/prescriptions\/user1\/1767225600000-abc123\.pdf\?expires=\d+&disposition=attachment&filename=prescription-1\.pdf&sig=[\w-]+$/,
    );
    expect(link.expires_at).toBe('2026-03-05T11:00:00.000Z');
    const { bucket, key, query } = parts(link.url);
    expect(verifyFileUrl(secret, bucket, key, query, now)).toEqual({
      bucket: 'prescriptions',
      key: options.key,
      disposition: 'attachment',
      filename: 'prescription-1.pdf',
    });
  });

  it('works until the last second and not at the expiry instant', () => {
    const { bucket, key, query } = parts(signFileUrl(options));
    expect(verifyFileUrl(secret, bucket, key, query, new Date(now.getTime() + 3599_000))).not.toBeNull();
    expect(verifyFileUrl(secret, bucket, key, query, new Date(now.getTime() + 3600_000))).toBeNull();
  });

  it('refuses any change to the link or another secret', () => {
    const { bucket, key, query } = parts(signFileUrl(options));
    expect(verifyFileUrl(secret, bucket, 'user2/1767225600000-abc123.pdf', query, now)).toBeNull();
    expect(verifyFileUrl(secret, 'profiles', key, query, now)).toBeNull();
    expect(verifyFileUrl(secret, bucket, key, { ...query, disposition: 'inline' }, now)).toBeNull();
    expect(verifyFileUrl(secret, bucket, key, { ...query, filename: 'x.html' }, now)).toBeNull();
    expect(
      verifyFileUrl(secret, bucket, key, { ...query, expires: String(Number(query.expires) + 60) }, now),
    ).toBeNull();
    expect(
      verifyFileUrl(secret, bucket, key, { ...query, sig: `${query.sig!.slice(0, -1)}A` }, now),
    ).toBeNull();
    expect(verifyFileUrl(secret, bucket, key, { ...query, sig: undefined }, now)).toBeNull();
    expect(verifyFileUrl(fileUrlSecret('y'.repeat(32)), bucket, key, query, now)).toBeNull();
  });

  it('signs the download name as given, so a changed name breaks the link', () => {
    const url = signFileUrl({ ...options, filename: 'रिपोर्ट "12".pdf' });
    expect(parts(url).query.filename).toBe('रिपोर्ट "12".pdf');
  });

  it('writes a header with an ASCII fallback and the exact UTF-8 name (RFC 6266, RFC 8187)', () => {
    expect(contentDisposition('attachment', 'रिपोर्ट "12".pdf')).toBe(
      `attachment; filename="_________12_.pdf"; filename*=UTF-8''%E0%A4%B0%E0%A4%BF%E0%A4%AA%E0%A5%8B%E0%A4%B0%E0%A5%8D%E0%A4%9F%20%2212%22.pdf`,
    );
    expect(contentDisposition('inline', 'rx-scan.png')).toBe('inline; filename="rx-scan.png"');
  });
});
