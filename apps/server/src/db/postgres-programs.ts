import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of PostgreSQL's programs that holds every one of `programs`: `pg_config --bindir`, else the
 * newest /usr/lib/postgresql/<version>/bin (Debian keeps each version's there); null when none does.
 * The newest, because pg_dump must be at least as new as the server it dumps.
 */
export function postgresBinDirWith(programs: readonly string[]): string | null {
  const has = (dir: string) => programs.every((p) => existsSync(path.join(dir, p)));
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (has(dir)) return dir;
  } catch {
    // no pg_config on the PATH
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (has(path.join(root, v, 'bin'))) return path.join(root, v, 'bin');
  return null;
}

/** A PostgreSQL client program's path (pg_dump, pg_restore), or its bare name to find on the PATH. */
export function postgresProgram(name: string): string {
  const dir = postgresBinDirWith([name]);
  return dir ? path.join(dir, name) : name;
}
