import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** The COPY side of the many-schools generator (many-schools.ts): a COPY stream per table, and the answers' indexes set aside during a load. */

const CHUNK_BYTES = 1 << 20;
const ANSWER_TABLES = ['student_answers', 'practice_answers'] as const;

export class Copier {
  private constructor(
    readonly client: pg.Client,
    private readonly url: string,
  ) {}

  static async open(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new Copier(client, url);
  }

  /** Reserves `n` consecutive ids of a table's identity (nobody else writes while the generator runs). */
  async reserve(table: string, n: number): Promise<number> {
    if (n === 0) return 0;
    const r = await this.client.query<{ last: string }>(
      `select setval(pg_get_serial_sequence($1, 'id'), nextval(pg_get_serial_sequence($1, 'id')) + $2 - 1) as last`,
      [table, n],
    );
    return Number(r.rows[0]?.last) - n + 1;
  }

  /** A COPY into `table (columns)` on a connection of its own: write lines, then end. */
  async stream(table: string, columns: string): Promise<CopyStream> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    await client.query(`set session_replication_role = replica`);
    const stream = client.query(copyFrom(`copy ${table} (${columns}) from stdin`));
    return new CopyStream(client, stream);
  }

  async close() {
    await this.client.end();
  }
}

export class CopyStream {
  #buffer: string[] = [];
  #bytes = 0;
  rows = 0;
  constructor(
    private readonly client: pg.Client,
    private readonly stream: Writable,
  ) {}

  /** Buffers a line; returns a promise only when a chunk went out and the stream asks to wait. */
  line(text: string): Promise<void> | undefined {
    this.#buffer.push(text);
    this.#bytes += text.length + 1;
    this.rows += 1;
    if (this.#bytes < CHUNK_BYTES) return undefined;
    return this.#send();
  }

  async #send() {
    const chunk = `${this.#buffer.join('\n')}\n`;
    this.#buffer = [];
    this.#bytes = 0;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async end() {
    if (this.#buffer.length) await this.#send();
    this.stream.end();
    await finished(this.stream);
    await this.client.end();
  }
}

/** The answers tables' indexes that no constraint owns, dropped for the load; their definitions kept to rebuild them. */
export async function setIndexesAside(client: pg.Client): Promise<string[]> {
  const r = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
  and not exists (select 1 from pg_constraint c where c.conindid = i.oid)
order by i.relname`,
    [ANSWER_TABLES],
  );
  for (const { name } of r.rows) await client.query(`drop index "${name}"`);
  // A partitioned table's index reads "ON ONLY"; rebuilt on the parent, it reaches every partition.
  return r.rows.map((row) => row.def.replace(' ON ONLY ', ' ON '));
}

/** Rebuilds the indexes set aside, two at a time (the machine's cores). */
export async function restoreIndexes(url: string, definitions: string[]) {
  const queue = [...definitions];
  await Promise.all(
    [0, 1].map(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`set maintenance_work_mem = '512MB'`);
        for (let def = queue.shift(); def; def = queue.shift()) await client.query(def);
      } finally {
        await client.end();
      }
    }),
  );
}

/** A value in COPY's text format (its backslashes, tabs and newlines escaped). */
export const copyText = (s: string) => s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
