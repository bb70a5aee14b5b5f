import { describe, expect, it } from 'vitest';
import { InvalidKeyError } from './driver.js';
import { claimReceiptKey, ownerOfKey, prescriptionKey, profilePictureKey } from './keys.js';

const now = new Date('2026-03-05T10:00:00Z');

describe('server-made storage keys (spec §3 "File areas")', () => {
  it('puts every file under its owner with a timestamp and the sniffed extension', () => {
    expect(prescriptionKey('user1', 'pdf', now)).toMatch(/^user1\/1772704800000-[0-9a-z]{12}\.pdf$/);
    expect(profilePictureKey('user1', 'png', now)).toBe('user1/1772704800000.png');
    expect(claimReceiptKey('user1', 'jpg', now)).toBe('user1/1772704800000.jpg');
  });

  it('never makes two equal prescription keys in the same millisecond', () => {
    expect(prescriptionKey('u', 'pdf', now)).not.toBe(prescriptionKey('u', 'pdf', now));
  });

  it('refuses user ids that would leave the folder', () => {
    expect(() => prescriptionKey('..', 'pdf', now)).toThrow(InvalidKeyError);
    expect(() => profilePictureKey('a/../b', 'png', now)).toThrow(InvalidKeyError);
  });

  it("reads the owner from the key's first segment", () => {
    expect(ownerOfKey('user1/1772704800000.png')).toBe('user1');
  });
});
