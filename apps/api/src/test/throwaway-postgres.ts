import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** Where PostgreSQL's server programs live: PG_BIN, else Debian's PostgreSQL 15. */
const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** `pg_ctl stop -m immediate`: every backend killed at once, as in a crash. */
  crash(): void;
  /** Start it again on the same data and port; resolves once it accepts connections. */
  start(): void;
  /** Stop (fast) and delete its data. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of its own for a fault test (docs/architecture.md#pitfalls:
 * initdb + pg_ctl on a temporary folder). PostgreSQL refuses to run as root,
 * so as root every command runs as `postgres` through runuser. Throws when
 * PG_BIN has no pg_ctl: the fault tests run only where CI provides it.
 */
export async function startThrowawayPostgres(port: number): Promise<ThrowawayPostgres> {
  const pgCtl = path.join(PG_BIN, 'pg_ctl');
  if (!existsSync(pgCtl)) throw new Error(`No pg_ctl in ${PG_BIN}: set PG_BIN to PostgreSQL's bin folder`);
  const dir = await mkdtemp(path.join(tmpdir(), 'sehat-pg-fault-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const postgres = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim();
    await chown(dir, Number(postgres), Number(group));
  }
  const run = (program: string, args: string[]) => {
    const command = path.join(PG_BIN, program);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
    else execFileSync(command, args, { stdio: 'ignore' });
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'server.log'), '-o', options, 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
    start,
    async destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } catch {
        // Already stopped.
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
