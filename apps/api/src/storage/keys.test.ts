import { describe, expect, it } from 'vitest';
import { InvalidKeyError } from './driver.js';
import { ownerOfKey, storageKey } from './keys.js';

const now = new Date('2026-03-05T10:00:00Z');

describe('server-made storage keys (docs/architecture.md#d9-one-upload-pipeline)', () => {
  it('puts every file under its owner with a timestamp, a random part and the sniffed extension', () => {
    expect(storageKey('user1', 'pdf', now)).toMatch(/^user1\/1772704800000-[0-9a-z]{12}\.pdf$/);
    expect(storageKey('user1', 'png', now)).toMatch(/^user1\/1772704800000-[0-9a-z]{12}\.png$/);
  });

  it('never makes two equal keys in the same millisecond', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => storageKey('u', 'pdf', now)));
    expect(keys.size).toBe(1000);
  });

  it('refuses user ids that would leave the folder', () => {
    expect(() => storageKey('..', 'pdf', now)).toThrow(InvalidKeyError);
    expect(() => storageKey('a/../b', 'png', now)).toThrow(InvalidKeyError);
  });

  it("reads the owner from the key's first segment", () => {
    expect(ownerOfKey('user1/1772704800000-abc.png')).toBe('user1');
  });
});
