import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdDeletions, withDeletionHold } from './deletion-hold.js';
import { createLocalDriver } from './local-driver.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sehat-hold-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const filesOf = (owner: string) => readdir(path.join(root, 'prescriptions', owner)).catch(() => []);

describe('deletions held while a backup copies files', () => {
  it('deletes only once the hold is released, while reads and writes go on', async () => {
    const storage = withDeletionHold(createLocalDriver(root));
    await storage.put('prescriptions', 'u1/a.pdf', Readable.from([Buffer.from('one')]), { maxBytes: 100 });
    const release = holdDeletions();
    let deleted = false;
    const deleting = storage.delete('prescriptions', 'u1/a.pdf').then(() => (deleted = true));
    // Reads and writes are not held: the backup reads, and uploads continue.
    await storage.put('prescriptions', 'u1/b.pdf', Readable.from([Buffer.from('two')]), { maxBytes: 100 });
    const copied = await storage.get('prescriptions', 'u1/a.pdf');
    copied.resume();
    expect(deleted).toBe(false);
    expect(await filesOf('u1')).toEqual(['a.pdf', 'b.pdf']);
    release();
    await deleting;
    expect(await filesOf('u1')).toEqual(['b.pdf']);
  });

  it('deletes at once when no backup holds them', async () => {
    const storage = withDeletionHold(createLocalDriver(root));
    await storage.put('prescriptions', 'u2/a.pdf', Readable.from([Buffer.from('one')]), { maxBytes: 100 });
    await storage.delete('prescriptions', 'u2/a.pdf');
    expect(await filesOf('u2')).toEqual([]);
  });
});
