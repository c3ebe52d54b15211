#!/usr/bin/env node
// Makes sure Debian's HAProxy is there for the load balancer's fault test (ops/balancer.test.ts, issue 33).
// As root it installs the `haproxy` package; otherwise it says exactly what to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

if (existsSync(haproxy)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log("HAProxy is missing: installing Debian's haproxy ...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], {
    stdio: 'inherit',
    env,
  });
  if (existsSync(haproxy)) process.exit(0);
  console.error(`apt-get finished but ${haproxy} is still missing.`);
  process.exit(1);
}

console.error(
  [
    `HAProxy is needed for the load balancer's test and was not found at ${haproxy}.`,
    'Install it with:',
    '  sudo apt-get update && sudo apt-get install -y haproxy',
    'or point HAPROXY_PATH at an existing haproxy binary, then run the tests again.',
  ].join('\n'),
);
process.exit(1);
