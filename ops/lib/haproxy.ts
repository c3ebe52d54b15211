import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './temp-postgres.ts';

/**
 * A real load balancer in front of several Mathsight nodes (issue 33 point 5): Debian's HAProxy,
 * started with a configuration of the caller's own. `scripts/ensure-haproxy.mjs` installs it for the
 * tests as root, and otherwise says what to run.
 */

/** HAProxy's program, from the PATH or Debian's /usr/sbin; null when the machine has none. */
export function haproxyBinary(): string | null {
  for (const candidate of [process.env.HAPROXY_PATH, '/usr/sbin/haproxy']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('which', ['haproxy'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export interface BalancedNode {
  name: string;
  port: number;
}

export interface NodeState {
  /** UP, DOWN, or HAProxy's transitional words (e.g. "UP 1/2"). */
  status: string;
  /** Requests (sessions) HAProxy has sent to the node since it started. */
  sessions: number;
}

export interface RunningBalancer {
  url: string;
  /** Every node's state as HAProxy's own statistics page says it (CSV). */
  nodes(): Promise<Map<string, NodeState>>;
  stop(): Promise<void>;
  log(): string;
}

/**
 * The configuration: round robin without sticky sessions (any node serves any request: tokens,
 * caches and live events already cross processes through PostgreSQL); each node checked
 * (/readyz: the process answers and reaches PostgreSQL) every 250 ms, out after two failures, back in after two successes; a request whose connection to a
 * node fails is sent to another at once (`option redispatch 1`: every retry may choose another node). A request in flight on a node that dies gets
 * 502, which the web app sends again (its answers carry a clientAnswerId, so nothing is stored twice).
 */
export function haproxyConfig(port: number, statsPort: number, nodes: readonly BalancedNode[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  # A check waits up to 2 s for /readyz: without it HAProxy waits only the 250 ms interval, and a node
  # busy under load (answering, not broken) is taken out, then every node, and clients get 503.
  timeout check 2s
  retries 3
  option redispatch 1
  default-server inter 250ms fastinter 250ms downinter 250ms fall 2 rise 2

frontend mathsight
  bind 127.0.0.1:${port}
  default_backend nodes

backend nodes
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

export async function startBalancer(
  binary: string,
  nodes: readonly BalancedNode[],
): Promise<RunningBalancer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'mathsight-haproxy-'));
  const [port, statsPort] = [await freePort(), await freePort()];
  const configPath = path.join(folder, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig(port, statsPort, nodes));
  // -db: stay in the foreground, so the test owns the process and its output.
  const child: ChildProcess = spawn(binary, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-16_384);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}\n${output}`);
    if (Date.now() - started > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`haproxy did not listen within 10 s\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async nodes() {
      const res = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`);
      return nodeStates(await res.text());
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
    log: () => output,
  };
}

/** The backend's servers from HAProxy's CSV statistics (its first line names the columns). */
export function nodeStates(csv: string): Map<string, NodeState> {
  const [header = '', ...lines] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const states = new Map<string, NodeState>();
  for (const line of lines) {
    const cells = line.split(',');
    if (cells[at('pxname')] !== 'nodes' || ['FRONTEND', 'BACKEND'].includes(cells[at('svname')] ?? ''))
      continue;
    states.set(cells[at('svname')] ?? '', {
      status: cells[at('status')] ?? '',
      sessions: Number(cells[at('stot')] ?? 0),
    });
  }
  return states;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
