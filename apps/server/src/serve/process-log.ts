import pino from 'pino';
import type { Config } from '../config.ts';

/**
 * The log of a process's own life (start, stop, a worker replaced), in the same JSON lines and at the
 * same LOG_LEVEL as the requests' log, so one reader follows both.
 */
export function processLog(config: Pick<Config, 'logLevel'>, bindings: Record<string, unknown>) {
  return pino({ level: config.logLevel }).child(bindings);
}
