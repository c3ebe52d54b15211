/** Resolves when `condition` holds (checked every 20 ms), or fails after `withinMs` saying `what`. */
export async function until(condition: () => boolean, withinMs: number, what: string) {
  const end = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
