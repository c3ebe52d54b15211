import pg from 'pg';
import { printTable } from './table.ts';

/**
 * What the server's PostgreSQL connections are doing while a benchmark runs (`BENCH_PG_WAITS=1`): every
 * `everyMs` it reads pg_stat_activity for the benchmark's database (its backends only, not this one's)
 * and pg_locks' ungranted requests, and tallies them. A backend that is active with no wait event is
 * on the CPU; `Lock:transactionid` / `Lock:tuple` are row locks (one transaction waiting for another's
 * update of the same row); `LWLock:*` and `IO:*` are PostgreSQL's own latches and disk waits;
 * `Client:ClientRead` is a backend idle in a transaction, waiting for the server's next statement.
 */
export class PgWaitSampler {
  #client: pg.Client;
  #timer: NodeJS.Timeout | undefined;
  #busy = false;
  #samples = 0;
  readonly #states = new Map<string, number>();
  readonly #blocked = new Map<string, number>();

  constructor(
    databaseUrl: string,
    private readonly everyMs = 25,
  ) {
    this.#client = new pg.Client({ connectionString: databaseUrl });
  }

  async start() {
    await this.#client.connect();
    this.#timer = setInterval(() => void this.#sample(), this.everyMs);
  }

  async #sample() {
    if (this.#busy) return;
    this.#busy = true;
    try {
      const activity = await this.#client.query<{ what: string; n: number }>(
        `select case when state = 'active' then coalesce(wait_event_type || ':' || wait_event, 'CPU (active, no wait)')
           else coalesce(state, 'no state') || coalesce(' / ' || wait_event_type || ':' || wait_event, '') end as what, count(*)::int as n
         from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
         group by 1`,
      );
      const locks = await this.#client.query<{ what: string; n: number }>(
        `select coalesce(l.locktype, '?') || coalesce(' on ' || c.relname, '') || coalesce(' (' || l.mode || ')', '') as what, count(*)::int as n
         from pg_locks l left join pg_class c on c.oid = l.relation
         where not l.granted and l.pid in (select pid from pg_stat_activity where datname = current_database())
         group by 1`,
      );
      this.#samples++;
      for (const r of activity.rows) this.#states.set(r.what, (this.#states.get(r.what) ?? 0) + r.n);
      for (const r of locks.rows) this.#blocked.set(r.what, (this.#blocked.get(r.what) ?? 0) + r.n);
    } catch {
      // A sample lost while the server stops: the tally is of the others.
    } finally {
      this.#busy = false;
    }
  }

  /** Stops sampling and prints the mean number of backends in each state, and of waiting lock requests. */
  async stopAndPrint(title: string) {
    clearInterval(this.#timer);
    while (this.#busy) await new Promise((r) => setTimeout(r, 5));
    await this.#client.end();
    const mean = (m: Map<string, number>) =>
      [...m]
        .map(([what, n]) => [what, n / Math.max(1, this.#samples)] as [string, number])
        .sort((a, b) => b[1] - a[1]);
    console.log(`\n${title}: ${this.#samples} samples of pg_stat_activity and pg_locks\n`);
    printTable(['backends (mean at a sample)', 'mean'], mean(this.#states));
    const blocked = mean(this.#blocked);
    if (blocked.length > 0) printTable(['lock requests waiting (mean at a sample)', 'mean'], blocked);
    else console.log('No lock request was waiting at any sample.\n');
  }
}
