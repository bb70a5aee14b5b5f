import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/env.js';

/** The compiled server (`npm run build -w @sehat/api`). */
const COMPILED_SERVER = path.join(REPO_ROOT, 'apps/api/dist/server.js');

export interface ApiProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Every line it printed so far (stdout: the start line, then JSON logs). */
  lines: string[];
  /** SIGTERM; resolves with the exit code once the process has closed. */
  stop(): Promise<number | null>;
}

/**
 * Starts `node apps/api/dist/server.js` with `env` on `port` and resolves
 * once it prints "Sehat is running" (rejects if it exits first or takes over
 * 30 s). Used by the two-instances test (docs/architecture.md#runtime-parts).
 */
export function startApiProcess(port: number, env: Record<string, string>): Promise<ApiProcess> {
  if (!existsSync(COMPILED_SERVER))
    throw new Error(`${COMPILED_SERVER} is missing: npm run build -w @sehat/api`);
  const child: ChildProcess = spawn(process.execPath, [COMPILED_SERVER], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let pending = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server on ${port} did not start:\n${lines.join('\n')}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (line.startsWith('Sehat is running')) {
          clearTimeout(timer);
          resolve({
            url: `http://127.0.0.1:${port}`,
            lines,
            async stop() {
              if (child.exitCode === null) child.kill('SIGTERM');
              return exited;
            },
          });
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${port} exited (${code}):\n${lines.join('\n')}`));
    });
  });
}
