import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/client.ts';
import { replayMeasures } from '../measurement/replay.ts';
import { ROLLUP_REBUILDS } from '../reporting/rebuild-rollups.ts';

/**
 * The product's rebuild after a bulk load (`replayMeasures` and every one of `ROLLUP_REBUILDS`, each as
 * the product runs it), with each in a worker thread of its own, all at once: the two that replay the
 * answers in JavaScript (the measures and growth) run on both cores, and the set-based rollups run in
 * PostgreSQL meanwhile. They read only the answers and write tables of their own, so their order does not
 * matter. Answers each task's seconds.
 */
export async function rebuildInParallel(url: string): Promise<Record<string, number>> {
  const tasks = ['measures', ...ROLLUP_REBUILDS.map((_, i) => `rollup ${i}`)];
  const done = await Promise.all(
    tasks.map(
      (task) =>
        new Promise<[string, number]>((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: { mathsightRebuild: { url, task } },
            // TypeScript in the worker too, whoever started this process (the CLI, a bench, vitest).
            execArgv: ['--import', 'tsx'],
          });
          worker.once('message', (m: { name: string; seconds: number }) => resolve([m.name, m.seconds]));
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`rebuild ${task} stopped with ${code}`));
          });
        }),
    ),
  );
  return Object.fromEntries(done);
}

async function runTask({ url, task }: { url: string; task: string }) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const began = performance.now();
  try {
    let name = task;
    if (task === 'measures') await replayMeasures(database.db);
    else {
      const rebuild = ROLLUP_REBUILDS[Number(task.split(' ')[1])];
      name = rebuild?.name ?? task;
      await rebuild?.(database.db, {});
    }
    parentPort?.postMessage({ name, seconds: (performance.now() - began) / 1000 });
  } finally {
    await database.close();
  }
}

if (!isMainThread && workerData?.mathsightRebuild) await runTask(workerData.mathsightRebuild);
