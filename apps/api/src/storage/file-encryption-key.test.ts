import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.js';
import { masterKey } from './file-encryption.js';
import { FILE_KEY_FILE, resolveFileKeys } from './file-encryption-key.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sehat-file-key-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('resolveFileKeys', () => {
  it('generates the master key once in DATA_DIR/file-encryption-key with mode 0600, then reuses it', async () => {
    const first = resolveFileKeys({ DATA_DIR: path.join(dataDir, 'nested') });
    const file = path.join(dataDir, 'nested', FILE_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64').equals(first.current.key)).toBe(true);
    expect(
      resolveFileKeys({ DATA_DIR: path.join(dataDir, 'nested') }).current.key.equals(first.current.key),
    ).toBe(true);
  });

  it('prefers FILE_ENCRYPTION_KEY and keeps FILE_ENCRYPTION_KEYS_OLD for reading', () => {
    const key = randomBytes(32);
    const old = randomBytes(32);
    const ring = resolveFileKeys({
      DATA_DIR: dataDir,
      FILE_ENCRYPTION_KEY: key,
      FILE_ENCRYPTION_KEYS_OLD: [old],
    });
    expect(ring.current).toEqual(masterKey(key));
    expect(ring.old).toEqual([masterKey(old)]);
  });

  it('refuses a damaged key file rather than replacing it', async () => {
    const file = path.join(dataDir, FILE_KEY_FILE);
    await writeFile(file, 'not a key\n', { mode: 0o600 });
    expect(() => resolveFileKeys({ DATA_DIR: dataDir })).toThrow(/does not hold a 32-byte key/);
    expect(await readFile(file, 'utf8')).toBe('not a key\n');
  });
});

describe('FILE_ENCRYPTION_KEY in the environment', () => {
  it('accepts 32 bytes as hex or base64 and refuses anything else without echoing it', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('hex'), key.toString('base64'), key.toString('base64url')]) {
      const parsed = parseEnv({ FILE_ENCRYPTION_KEY: text, FILE_ENCRYPTION_KEYS_OLD: ` ${text} ,` });
      expect('env' in parsed && parsed.env.FILE_ENCRYPTION_KEY?.equals(key)).toBe(true);
      expect('env' in parsed && parsed.env.FILE_ENCRYPTION_KEYS_OLD).toEqual([key]);
    }
    const short = randomBytes(16).toString('base64');
    const parsed = parseEnv({ FILE_ENCRYPTION_KEY: short, FILE_ENCRYPTION_KEYS_OLD: 'abc' });
    expect('problems' in parsed && parsed.problems).toEqual([
      'FILE_ENCRYPTION_KEY: must be 32 bytes: 64 hex digits or base64 (openssl rand -base64 32)',
      'FILE_ENCRYPTION_KEYS_OLD: must be 32 bytes: 64 hex digits or base64 (openssl rand -base64 32)',
    ]);
    expect('env' in parseEnv({}) && parseEnv({})).toMatchObject({ env: { FILE_ENCRYPTION_KEYS_OLD: [] } });
  });
});
