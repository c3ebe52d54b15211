/**
 * Runs many calls of one hot statement as one execution (decision 0022): calls that arrive while
 * `maxInFlight` executions are already running wait and then go together, up to `maxBatch` a time.
 * A call that finds a free slot goes at once, alone, so a quiet server adds no delay; under load the
 * database starts, plans and commits one statement for many calls instead of one each (most of the
 * answer statement's cost on PostgreSQL was starting its executor, not its rows).
 *
 * Calls with the same key never run at once: not in one batch and not in two batches in flight, so
 * a statement that updates rows of its key (a student's measures) sees each key at most once, and
 * one key's calls run in the order they came. When a batch fails, each of its calls runs again alone,
 * so one call's error is that call's only.
 */
interface Call<In, Out> {
  item: In;
  key: string;
  resolve: (out: Out) => void;
  reject: (e: unknown) => void;
}

export class StatementBatcher<In, Out> {
  readonly #waiting: Array<Call<In, Out>> = [];
  readonly #busyKeys = new Set<string>();
  #inFlight = 0;

  constructor(
    /** Runs the items as one statement; answers one result per item, in the items' order. */
    private readonly run: (items: In[]) => Promise<Out[]>,
    private readonly options: { keyOf: (item: In) => string; maxInFlight: number; maxBatch: number },
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.#waiting.push({ item, key: this.options.keyOf(item), resolve, reject });
      this.#dispatch();
    });
  }

  /** Starts batches while a slot is free and some waiting call's key is not busy. */
  #dispatch(): void {
    while (this.#inFlight < this.options.maxInFlight) {
      const batch = this.#take();
      if (batch.length === 0) return;
      this.#inFlight++;
      void this.#execute(batch).finally(() => {
        this.#inFlight--;
        for (const call of batch) this.#busyKeys.delete(call.key);
        this.#dispatch();
      });
    }
  }

  /** The oldest waiting calls whose keys are free, one per key, up to maxBatch; their keys become busy. */
  #take() {
    const batch: Array<Call<In, Out>> = [];
    for (let i = 0; i < this.#waiting.length && batch.length < this.options.maxBatch; ) {
      const call = this.#waiting[i] as Call<In, Out>;
      if (this.#busyKeys.has(call.key)) {
        i++;
        continue;
      }
      this.#busyKeys.add(call.key);
      batch.push(call);
      this.#waiting.splice(i, 1);
    }
    return batch;
  }

  async #execute(batch: Array<Call<In, Out>>): Promise<void> {
    try {
      const results = await this.run(batch.map((c) => c.item));
      for (const [i, call] of batch.entries()) call.resolve(results[i] as Out);
    } catch (error) {
      if (batch.length === 1) {
        (batch[0] as Call<In, Out>).reject(error);
        return;
      }
      await Promise.all(
        batch.map(async (call) => {
          try {
            const [out] = await this.run([call.item]);
            call.resolve(out as Out);
          } catch (e) {
            call.reject(e);
          }
        }),
      );
    }
  }
}
