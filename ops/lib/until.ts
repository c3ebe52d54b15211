/** Resolves when `condition` holds (checked every 20 ms), or fails after `withinMs` saying `what`. */
export async function until(condition: () => boolean, withinMs: number, what: string) {
  const end = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Resolves with `read()`'s value once `ok` holds of it (checked every 50 ms), or fails saying `what` and the last value. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  withinMs = 15_000,
) {
  const end = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end)
      throw new Error(`not within ${withinMs} ms: ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
