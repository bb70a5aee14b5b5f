import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeFileKey, type Env } from '../config/env.js';
import { masterKey, type Keyring } from './file-encryption.js';

/** Where the generated master key is kept when FILE_ENCRYPTION_KEY is unset. */
export const FILE_KEY_FILE = 'file-encryption-key';

export type FileKeyEnv = Pick<Env, 'DATA_DIR'> &
  Partial<Pick<Env, 'FILE_ENCRYPTION_KEY' | 'FILE_ENCRYPTION_KEYS_OLD'>>;

/**
 * The master keys of stored files (ARCHITECTURE.md decision 13): the current
 * one is FILE_ENCRYPTION_KEY when set; else the one kept at
 * DATA_DIR/file-encryption-key, created on first start from 32 random bytes
 * (base64, mode 0600), like the auth secret. FILE_ENCRYPTION_KEYS_OLD are
 * accepted for reading only. An existing key file that does not hold a valid
 * key is an error, never overwritten: every stored file depends on it.
 * Synchronous: called once while the app is built.
 */
export function resolveFileKeys(env: FileKeyEnv): Keyring {
  const current = env.FILE_ENCRYPTION_KEY ?? readOrCreateKeyFile(path.join(env.DATA_DIR, FILE_KEY_FILE));
  return { current: masterKey(current), old: (env.FILE_ENCRYPTION_KEYS_OLD ?? []).map(masterKey) };
}

function readOrCreateKeyFile(file: string): Buffer {
  let text: string | null = null;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text === null) {
    mkdirSync(path.dirname(file), { recursive: true });
    const key = randomBytes(32);
    try {
      // 'wx': two processes starting at once never overwrite each other's key.
      writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
      return key;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      text = readFileSync(file, 'utf8');
    }
  }
  const key = decodeFileKey(text);
  if (!key) {
    throw new Error(
      `${file} does not hold a 32-byte key (base64 or hex). Restore it from a backup or set FILE_ENCRYPTION_KEY; stored files cannot be read without it.`,
    );
  }
  return key;
}
