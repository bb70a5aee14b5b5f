import { describe, expect, it } from 'vitest';
import { fileUrlSecret, signFileLink, signFileUrl, verifyFileUrl } from './signed-url.js';

const secret = fileUrlSecret('x'.repeat(32));
const now = new Date('2026-03-05T10:00:00Z');

function parts(url: string) {
  const parsed = new URL(url, 'http://localhost');
  const [, , , bucket, ...rest] = parsed.pathname.split('/');
  return { bucket: bucket!, key: rest.join('/'), query: Object.fromEntries(parsed.searchParams) };
}

describe('signed file links (spec §7, §9: 3600 s)', () => {
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

  it('keeps download names to safe characters', () => {
    const url = signFileUrl({ ...options, filename: 'receipt "12"/a.pdf' });
    expect(parts(url).query.filename).toBe('receipt__12__a.pdf');
  });
});
