import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create, Parser, type ReadEntry } from 'tar';
import { BackupError } from './backup-error.js';
import { MANIFEST_NAME, manifestSchema, type Manifest } from './manifest.js';

/** One archive member as the manifest lists it. */
export type Member = Manifest['members'][number];

/** Largest manifest accepted (a manifest of a million files is about 150 MB; ours are far smaller). */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

/** A pass-through that counts and hashes what flows through it. */
function hashTap() {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Writes `source` to `<stagingDir>/<name>` (folders created) and returns the member's size and SHA-256.
 */
export async function stageMember(stagingDir: string, name: string, source: Readable): Promise<Member> {
  const file = path.join(stagingDir, ...name.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  const { tap, result } = hashTap();
  await pipeline(source, tap, createWriteStream(file));
  return { name, ...result() };
}

/** Size and SHA-256 of a member already written to `<stagingDir>/<name>`. */
export async function describeStaged(stagingDir: string, name: string): Promise<Member> {
  const { tap, result } = hashTap();
  await pipeline(
    createReadStream(path.join(stagingDir, ...name.split('/'))),
    tap,
    async (chunks: AsyncIterable<Buffer>) => {
      for await (const _ of chunks);
    },
  );
  return { name, ...result() };
}

/**
 * Writes the archive: one uncompressed tar at `out` with `manifest.json` first, then every member staged in
 * `stagingDir`. Written to `out.partial` and renamed, so a failed backup never leaves a file that looks whole.
 */
export async function writeArchive(out: string, stagingDir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(stagingDir, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${out}.partial`;
  try {
    await create({ file: partial, cwd: stagingDir, portable: true, noDirRecurse: true }, [
      MANIFEST_NAME,
      ...manifest.members.map((member) => member.name),
    ]);
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Collects a small member into memory, refusing one past `limit` bytes. */
async function readSmall(entry: ReadEntry, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BackupError(`${MANIFEST_NAME} is larger than any this program writes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A member name this program writes: relative, `/`-separated, no `.`/`..`/empty segment. */
function isSafeName(name: string): boolean {
  return name.split('/').every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && !/^\.\.?$/.test(segment));
}

/**
 * Reads the whole archive at `file` and checks it: `manifest.json` first and valid, every other member
 * listed in it once with the same size and SHA-256, nothing missing, nothing extra, only plain files.
 * With `extractTo`, each member is also written there (the caller removes the folder when this throws).
 * Resolves with the manifest; throws BackupError naming the first problem found (a truncated archive is
 * one: a member cut short or missing).
 */
export async function readArchive(file: string, options: { extractTo?: string } = {}): Promise<Manifest> {
  let manifest: Manifest | null = null;
  let expected = new Map<string, Member>();
  const seen = new Set<string>();
  const problems: BackupError[] = [];
  // Entries are checked one after another: the manifest must be read before the first member is.
  let chain = Promise.resolve();

  const check = async (entry: ReadEntry): Promise<void> => {
    const name = entry.path;
    if (entry.type !== 'File' && entry.type !== 'OldFile')
      throw new BackupError(`The archive holds ${name}, which is not a file this program writes.`);
    if (!manifest) {
      if (name !== MANIFEST_NAME)
        throw new BackupError(`The archive does not start with ${MANIFEST_NAME}: it is not a Sehat backup.`);
      let json: unknown;
      try {
        json = JSON.parse((await readSmall(entry, MANIFEST_MAX_BYTES)).toString('utf8'));
      } catch (error) {
        if (error instanceof BackupError) throw error;
        throw new BackupError(`${MANIFEST_NAME} is not valid JSON: the archive is damaged.`);
      }
      const parsed = manifestSchema.safeParse(json);
      if (!parsed.success) {
        const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
        throw new BackupError(
          typeof version === 'number' && version !== 1
            ? `This backup has format version ${version}; this program reads version 1 only.`
            : `${MANIFEST_NAME} does not describe a Sehat backup: the archive is damaged.`,
        );
      }
      manifest = parsed.data;
      expected = new Map(manifest.members.map((member) => [member.name, member]));
      if (expected.size !== manifest.members.length || manifest.members.some((m) => !isSafeName(m.name)))
        throw new BackupError(`${MANIFEST_NAME} lists a member twice or a name this program never writes.`);
      return;
    }
    const member = expected.get(name);
    if (!member || seen.has(name))
      throw new BackupError(`The archive holds ${name}, which its manifest does not list: it was altered.`);
    seen.add(name);
    const { tap, result } = hashTap();
    if (options.extractTo) {
      const target = path.join(options.extractTo, ...name.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry, tap, createWriteStream(target));
    } else {
      await pipeline(entry, tap, async (chunks: AsyncIterable<Buffer>) => {
        for await (const _ of chunks);
      });
    }
    const actual = result();
    if (actual.size !== member.size || actual.sha256 !== member.sha256)
      throw new BackupError(
        `${name} does not match its checksum in the manifest: the archive was altered or damaged.`,
      );
  };

  const parser = new Parser({
    strict: true,
    onReadEntry: (entry) => {
      chain = chain.then(async () => {
        if (problems.length > 0) return void entry.resume();
        await check(entry).catch((error: unknown) => {
          problems.push(error instanceof BackupError ? error : new BackupError(String(error)));
          entry.resume();
        });
      });
    },
  });
  try {
    await pipeline(createReadStream(file), parser);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`${file} does not exist.`);
    problems.push(new BackupError(`The archive is not a complete tar file (${(error as Error).message}).`));
  }
  await chain;
  if (problems.length > 0) throw problems[0]!;
  const found = manifest as Manifest | null;
  if (!found) throw new BackupError(`${file} holds no ${MANIFEST_NAME}: it is empty or not a Sehat backup.`);
  const missing = found.members.filter((member) => !seen.has(member.name));
  if (missing.length > 0)
    throw new BackupError(
      `The archive lacks ${missing.length} member(s) its manifest lists (first: ${missing[0]!.name}): it is truncated.`,
    );
  return found;
}
