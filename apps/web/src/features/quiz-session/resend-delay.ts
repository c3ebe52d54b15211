const FIRST_MS = 1000;
const LONGEST_MS = 10_000;

/**
 * How long to wait before sending an unsaved answer again, after `failuresBefore` failed sends
 * (0 after the first): 1 s, 2 s, 4 s, 8 s, then every 10 s, so an answer lands within about 10 s of
 * the server's return. Each wait is drawn from the upper half of its step, so a class whose answers
 * all failed together does not send them all again at the same instant.
 */
export function resendDelayMs(failuresBefore: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_MS, FIRST_MS * 2 ** failuresBefore);
  return ceiling / 2 + random() * (ceiling / 2);
}
