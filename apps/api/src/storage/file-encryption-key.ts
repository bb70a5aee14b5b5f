import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { decodeFileKey, type Env } from '../config/env.js';
import { masterKey, type Keyring } from './file-encryption.js';

/** Where the generated master key is kept when FILE_ENCRYPTION_KEY is unset. */
export const FILE_KEY_FILE = 'file-encryption-key';

export type FileKeyEnv = Pick<Env, 'DATA_DIR'> &
  Partial<Pick<Env, 'FILE_ENCRYPTION_KEY' | 'FILE_ENCRYPTION_KEYS_OLD'>>;

/**
 * The master keys of stored files (docs/architecture.md#d13-files-encrypted-at-rest): the current
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

/**
 * The master keys as configured, without creating one: null when FILE_ENCRYPTION_KEY is unset and
 * DATA_DIR holds no key file (a restore into a fresh folder must be given the original key, never a new
 * one; docs/decisions/041-backup-and-restore.md). Throws like `resolveFileKeys` on a damaged key file.
 */
export function configuredFileKeys(env: FileKeyEnv): Keyring | null {
  const current = env.FILE_ENCRYPTION_KEY ?? readKeyFile(path.join(env.DATA_DIR, FILE_KEY_FILE));
  if (!current) return null;
  return { current: masterKey(current), old: (env.FILE_ENCRYPTION_KEYS_OLD ?? []).map(masterKey) };
}

/** The key kept in `file`; null when there is no such file; throws when it holds no valid key. */
function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = decodeFileKey(text);
  if (!key) {
    throw new Error(
      `${file} does not hold a 32-byte key (base64 or hex). Restore it from a backup or set FILE_ENCRYPTION_KEY; stored files cannot be read without it.`,
    );
  }
  return key;
}

function readOrCreateKeyFile(file: string): Buffer {
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  try {
    writeKeyFile(file, key);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process created it first: use theirs.
    return readKeyFile(file) ?? key;
  }
}

/**
 * Creates `file` ('wx': two processes starting at once never overwrite each
 * other's key) with mode 0600 and fsyncs it and its folder: files encrypted
 * under the key must never outlive it after a power cut.
 */
function writeKeyFile(file: string, key: Buffer): void {
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, `${key.toString('base64')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  if (process.platform === 'win32') return;
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}
