import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../config/env.js';

/** Where the generated auth secret is kept when BETTER_AUTH_SECRET is unset. */
const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The secret that signs session cookies: BETTER_AUTH_SECRET when set; else
 * the one kept at DATA_DIR/auth-secret, created on first start from 32
 * random bytes with mode 0600, so the embedded default needs no setup and
 * sessions survive restarts.
 */
export async function resolveAuthSecret(env: Env): Promise<string> {
  const existing = await configuredAuthSecret(env);
  if (existing) return existing;
  await mkdir(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(path.join(env.DATA_DIR, AUTH_SECRET_FILE), `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The auth secret as configured, without creating one: BETTER_AUTH_SECRET, else DATA_DIR/auth-secret when
 * it holds one; null otherwise. A restore needs the original (it encrypts two-factor secrets;
 * docs/decisions/041-backup-and-restore.md).
 */
export async function configuredAuthSecret(
  env: Pick<Env, 'DATA_DIR' | 'BETTER_AUTH_SECRET'>,
): Promise<string | null> {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  try {
    const existing = (await readFile(path.join(env.DATA_DIR, AUTH_SECRET_FILE), 'utf8')).trim();
    return existing.length >= 32 ? existing : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}
