import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresBinDirWith } from '../../apps/server/src/db/postgres-programs.ts';

/**
 * PostgreSQL's server programs (initdb, postgres, pg_basebackup), from `pg_config --bindir` or the
 * newest of /usr/lib/postgresql/<version>/bin; null when the machine has none.
 */
export function postgresBinDir(): string | null {
  return postgresBinDirWith(['initdb', 'postgres', 'pg_basebackup']);
}

/** A free TCP port on the loopback address (free when asked; taken at once by the caller). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * PostgreSQL refuses to run as root: under root (containers, CI images) its programs run as the
 * `postgres` system user, which must own the folder.
 */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
    };
  } catch {
    throw new Error(
      'Running as root: PostgreSQL needs a `postgres` system user to run as, and there is none.',
    );
  }
}

export interface TempPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  /** Stops the server as `pg_ctl stop -m fast` does (SIGINT: sessions ended, checkpoint) and waits. */
  stopFast(): Promise<void>;
  /** Starts it again on the same folder and port; resolves once it accepts connections. */
  start(): Promise<void>;
  running(): boolean;
  /** Stops it (fast, then kill) and removes the folder. */
  destroy(): Promise<void>;
  /** The tail of the server's own log (stderr). */
  log(): string;
}

/**
 * A PostgreSQL server of a test's own, in a temporary folder (data and unix socket), on a free
 * port: a test may stop and start it without touching anyone else's database.
 */
export async function startTempPostgres(
  binDir: string,
  options: {
    /**
     * A streaming replica of this server instead of a new cluster: its data is a base backup of the
     * primary's (`pg_basebackup -R`: it starts as a hot standby that streams from it).
     */
    replicaOf?: TempPostgres;
  } = {},
): Promise<TempPostgres> {
  const user = runAs();
  const folder = mkdtempSync(path.join(tmpdir(), 'mathsight-pg-'));
  const dataDir = path.join(folder, 'data');
  const socketDir = path.join(folder, 'socket');
  mkdirSync(socketDir);
  if (user) {
    chownSync(folder, user.uid, user.gid);
    chownSync(socketDir, user.uid, user.gid);
  }
  const spawnOptions = { ...user, env: { ...process.env, LC_ALL: 'C' } };
  if (options.replicaOf)
    execFileSync(
      path.join(binDir, 'pg_basebackup'),
      ['-D', dataDir, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync', '-d', options.replicaOf.url],
      { ...spawnOptions, stdio: 'ignore' },
    );
  else
    execFileSync(
      path.join(binDir, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { ...spawnOptions, stdio: 'ignore' },
    );
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | null = null;
  let log = '';

  const isRunning = () => child !== null && child.exitCode === null && child.signalCode === null;

  async function start() {
    if (isRunning()) return;
    const server = spawn(
      path.join(binDir, 'postgres'),
      [
        ...['-D', dataDir, '-p', String(port), '-k', socketDir],
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=60', '-c', 'shared_buffers=16MB'],
        // A test's database need not survive the machine crashing; a server restart loses nothing.
        ...['-c', 'fsync=off'],
        // PostgreSQL's defaults, said here: a replica may stream from any of these servers.
        ...['-c', 'wal_level=replica', '-c', 'max_wal_senders=4'],
      ],
      { ...spawnOptions, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child = server;
    server.stderr?.setEncoding('utf8');
    server.stderr?.on('data', (chunk: string) => {
      log = (log + chunk).slice(-16_384);
    });
    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null || server.signalCode !== null)
        throw new Error(`PostgreSQL exited at start:\n${log}`);
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        // not accepting connections yet
      }
      if (Date.now() - started > 30_000) throw new Error(`PostgreSQL did not start within 30 s:\n${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function stop(signal: NodeJS.Signals) {
    const server = child;
    if (!server || !isRunning()) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill(signal);
    await exited;
  }

  await start();
  return {
    url,
    stopFast: () => stop('SIGINT'),
    start,
    running: isRunning,
    async destroy() {
      const server = child;
      if (server && isRunning()) {
        const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
        await stop('SIGINT');
        clearTimeout(killer);
      }
      rmSync(folder, { recursive: true, force: true });
    },
    log: () => log,
  };
}
