import { mkdir, mkdtemp, open, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileNotFoundError, FileTooLargeError, InvalidKeyError, type StorageDriver } from './driver.js';
import { createLocalDriver, removePartialWrites } from './local-driver.js';

let root: string;
let storage: StorageDriver;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sehat-storage-'));
  storage = createLocalDriver(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe('local storage driver', () => {
  it('fsyncs the file and the folders it created before put resolves (no acknowledged write lost)', async () => {
    // FileHandle.sync of every handle the driver opens, observed on the shared prototype.
    const probe = await open(path.join(root, 'probe'), 'w');
    const proto = Object.getPrototypeOf(probe) as { sync: () => Promise<void> };
    await probe.close();
    const sync = vi.spyOn(proto, 'sync');
    await storage.put('prescriptions', 'user-1/new-folder/a.pdf', Readable.from(['%PDF-1.4']), {
      maxBytes: 100,
    });
    // The file itself, then each folder from the first one created up to the file's own.
    expect(sync.mock.calls.length).toBeGreaterThanOrEqual(3);
    sync.mockRestore();
  });

  it('stores under <root>/<bucket>/<key>, reads back, lists and deletes', async () => {
    const { size } = await storage.put('prescriptions', 'u1/1-abc.pdf', Readable.from(Buffer.from('hello')), {
      maxBytes: 10,
    });
    expect(size).toBe(5);
    expect(await filesOnDisk()).toEqual([path.join('prescriptions', 'u1', '1-abc.pdf')]);
    expect(await text(await storage.get('prescriptions', 'u1/1-abc.pdf'))).toBe('hello');

    const listed = await storage.list('prescriptions', 'u1/');
    expect(listed.map((o) => [o.key, o.size])).toEqual([['u1/1-abc.pdf', 5]]);
    expect(await storage.list('prescriptions', 'u2/')).toEqual([]);
    expect(await storage.list('profiles', '')).toEqual([]);

    await storage.delete('prescriptions', 'u1/1-abc.pdf');
    await storage.delete('prescriptions', 'u1/1-abc.pdf'); // idempotent
    await expect(storage.get('prescriptions', 'u1/1-abc.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses a body past maxBytes and leaves nothing behind', async () => {
    const body = Readable.from([Buffer.alloc(6), Buffer.alloc(6)]);
    await expect(storage.put('prescriptions', 'u1/big.pdf', body, { maxBytes: 10 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await filesOnDisk()).toEqual([]);
  });

  it('leaves nothing when the source stream fails half way', async () => {
    async function* failing() {
      yield Buffer.from('part');
      throw new Error('connection reset');
    }
    await expect(
      storage.put('prescriptions', 'u1/broken.pdf', Readable.from(failing()), { maxBytes: 100 }),
    ).rejects.toThrow('connection reset');
    expect(await filesOnDisk()).toEqual([]);
  });

  it.each(['../x', 'u1/../../x', '/etc/passwd', 'u1\\x', 'u1/x\0.pdf', 'u1//x', 'u1/./x', '', 'u1/x y.pdf'])(
    'refuses the key %j',
    async (key) => {
      await expect(
        storage.put('prescriptions', key, Readable.from('x'), { maxBytes: 10 }),
      ).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.get('prescriptions', key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.delete('prescriptions', key)).rejects.toBeInstanceOf(InvalidKeyError);
    },
  );

  it('never lists, reads or keeps a write cut short; removePartialWrites deletes what a killed server left', async () => {
    await storage.put('prescriptions', 'u1/1-abc.pdf', Readable.from('done'), { maxBytes: 10 });
    const partial = 'u1/2-def.pdf.partial-0b5c2b9e-4d1f-4a43-9a8e-3f4f7f3c1d2e';
    await mkdir(path.join(root, 'lab-reports', 'u1'), { recursive: true });
    await writeFile(path.join(root, 'prescriptions', ...partial.split('/')), '');
    await writeFile(path.join(root, 'lab-reports', 'u1', '3-ghi.pdf.partial-1'), '%PDF');

    expect((await storage.list('prescriptions', '')).map((o) => o.key)).toEqual(['u1/1-abc.pdf']);
    expect(await storage.list('lab-reports', '')).toEqual([]);
    await expect(storage.get('prescriptions', partial)).rejects.toBeInstanceOf(InvalidKeyError);

    expect(await removePartialWrites(root)).toBe(2);
    expect(await filesOnDisk()).toEqual([path.join('prescriptions', 'u1', '1-abc.pdf')]);
    expect(await removePartialWrites(root)).toBe(0);
  });

  it('refuses an unknown bucket', async () => {
    await expect(storage.get('../etc' as never, 'passwd')).rejects.toThrow(/Unknown bucket/);
  });
});
