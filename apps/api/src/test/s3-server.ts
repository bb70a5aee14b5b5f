import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** How the fault proxy in front of s3rver behaves. */
export type S3Fault = 'none' | 'down' | 'error-500';

export interface TestS3 {
  /** The S3_* variables that point an app at this store (through the fault proxy). */
  env: Record<string, string>;
  bucket: string;
  /** 'down': every connection is cut; 'error-500': every request answers 500 InternalError. */
  setFault(fault: S3Fault): void;
  /** Every object key in the bucket, read from s3rver directly (never through the proxy). */
  objectKeys(): Promise<string[]>;
  /** The stored bytes of one object, read from s3rver directly. */
  objectBytes(key: string): Promise<Buffer>;
  /** Writes an object straight into s3rver (an orphan no row references, for the sweep), last modified at `at`. */
  putObject(key: string, bytes: Buffer, at?: Date): Promise<void>;
  close(): Promise<void>;
}

const BUCKET = 'sehat-test';
// s3rver's built-in account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3 API server (s3rver, in this process, on 127.0.0.1 and a free
 * port, files in a temporary folder) with one bucket, behind a small proxy
 * that can play a store that is down or failing. Nothing leaves the machine.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sehat-s3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: s3Port } = await s3rver.run();

  let fault: S3Fault = 'none';
  const proxy: Server = createServer((incoming, outgoing) => {
    if (fault === 'down') return void incoming.socket.destroy();
    if (fault === 'error-500') {
      incoming.resume();
      outgoing.writeHead(500, { 'content-type': 'application/xml' });
      return void outgoing.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>',
      );
    }
    const upstream = request(
      {
        host: '127.0.0.1',
        port: s3Port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;

  const direct = new S3Client({
    endpoint: `http://127.0.0.1:${s3Port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });

  return {
    bucket: BUCKET,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${proxyPort}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    setFault(next) {
      fault = next;
    },
    async objectKeys() {
      const page = await direct.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async objectBytes(key) {
      const object = await direct.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return buffer(object.Body as NodeJS.ReadableStream);
    },
    async putObject(key, bytes, at) {
      await direct.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes }));
      if (!at) return;
      // s3rver reports the file's mtime as LastModified (its filesystem store: `<name>._S3rver_object`).
      const parts = key.split('/');
      const name = `${parts.pop()}._S3rver_object`;
      await utimes(path.join(directory, BUCKET, ...parts, name), at, at);
    },
    async close() {
      direct.destroy();
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
