import { describeConnectionError, isConnectionError } from './db/connection-errors.ts';

/**
 * The process's last line against a database that goes away (decision 0021). The database client
 * handles its own errors (db/client.ts), so nothing here is expected to fire. A promise rejected with
 * nobody awaiting it is logged, not fatal (Node's default ends the process): it broke one piece of
 * work, not the process's state. An uncaught exception that is a database connection error (an
 * 'error' event nobody listened to) is logged too: the same call works once the database is back.
 * Any other uncaught exception still ends the process, as Node would: its state can no longer be trusted.
 */
process.on('unhandledRejection', (reason) => {
  if (isConnectionError(reason))
    console.error(`[process] a database call failed unawaited (${describeConnectionError(reason)})`);
  else console.error('[process] unhandled rejection:', reason);
});

process.on('uncaughtException', (error) => {
  if (isConnectionError(error)) {
    console.error(`[process] a database connection error escaped (${describeConnectionError(error)})`);
    return;
  }
  console.error(error);
  process.exit(1);
});
