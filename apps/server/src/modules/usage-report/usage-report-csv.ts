import { type UsageReport, type UsageTable, usageTable } from '@mathsight/contract/usage-report.ts';
import { toSafeCsv } from '../../http/csv-safe.ts';

/**
 * One table of the usage report as a CSV file: the headings and rows the screen shows, from the same
 * builder (usageTable), numbers as numbers, blank where the screen shows a dash, every cell made safe.
 */
export function usageCsv(report: UsageReport, table: UsageTable): string {
  const { columns, rows } = usageTable(report, table);
  return toSafeCsv([columns, ...rows.map((row) => row.map((cell) => cell ?? ''))]);
}

/** `usage-weeks-2026-01-05-to-2026-03-27.csv`. */
export function usageCsvName(report: UsageReport, table: UsageTable): string {
  return `usage-${table}-${report.from}-to-${report.to}.csv`;
}
