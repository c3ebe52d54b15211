import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Clicks a button that downloads a CSV and answers the file's first line, its lines and its name. */
export async function downloadCsv(page: Page, buttonName: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const download = await downloading;
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return {
    header: text.split(/\r?\n/)[0] ?? '',
    lines: text.trim().split(/\r?\n/),
    name: download.suggestedFilename(),
  };
}
