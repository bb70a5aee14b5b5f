import path from 'node:path';
import type { Env } from '../config/env.js';
import type { StorageDriver } from './driver.js';
import { createLocalDriver } from './local-driver.js';

/**
 * The storage driver for this environment. Today: local disk under
 * `${DATA_DIR}/files`. An S3-compatible driver (ARCHITECTURE.md "Runtime
 * parts") plugs in here, chosen by its own env keys, without touching any
 * feature: features only see StorageDriver.
 */
export function createStorage(env: Pick<Env, 'DATA_DIR'>): StorageDriver {
  return createLocalDriver(path.join(env.DATA_DIR, 'files'));
}
