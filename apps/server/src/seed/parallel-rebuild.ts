import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/client.ts';
import { replayMeasuresWithGrowth } from '../reporting/growth/rebuild-growth.ts';
import { SET_BASED_ROLLUP_REBUILDS } from '../reporting/rebuild-rollups.ts';

/**
 * The product's rebuild after a bulk load, each part in a worker thread of its own, all at once: the
 * measures and growth from one replay of the answers in JavaScript (`replayMeasuresWithGrowth`, decision
 * 0064), and the set-based rollups (`SET_BASED_ROLLUP_REBUILDS`) in PostgreSQL meanwhile. They read only
 * the answers and write tables of their own, so their order does not matter. Answers each task's seconds.
 */
export async function rebuildInParallel(url: string): Promise<Record<string, number>> {
  const tasks = ['measures and growth', ...SET_BASED_ROLLUP_REBUILDS.map((_, i) => `rollup ${i}`)];
  const done = await Promise.all(
    tasks.map(
      (task) =>
        new Promise<[string, number]>((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: { mathsightRebuild: { url, task } },
            // TypeScript in the worker too, whoever started this process (the CLI, a bench, vitest).
            execArgv: ['--import', 'tsx'],
            // The replay holds every student's measures and growth's weekly rows until it writes them:
            // a few gigabytes at a hundred schools, past a worker's default heap.
            resourceLimits: { maxOldGenerationSizeMb: 12_288 },
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
    if (task === 'measures and growth') await replayMeasuresWithGrowth(database.db);
    else {
      const rebuild = SET_BASED_ROLLUP_REBUILDS[Number(task.split(' ')[1])];
      name = rebuild?.name ?? task;
      await rebuild?.(database.db, {});
    }
    parentPort?.postMessage({ name, seconds: (performance.now() - began) / 1000 });
  } finally {
    await database.close();
  }
}

if (!isMainThread && workerData?.mathsightRebuild) await runTask(workerData.mathsightRebuild);
