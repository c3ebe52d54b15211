/** Prints rows as an aligned plain-text table (also valid Markdown). */
export function printTable(headers: string[], rows: Array<Array<string | number>>) {
  const cells = rows.map((r) => r.map((c) => (typeof c === 'number' ? formatNumber(c) : c)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of cells) console.log(line(r));
  console.log('');
}

function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '–';
  if (Number.isInteger(n)) return n.toLocaleString('en-GB');
  return n.toLocaleString('en-GB', { maximumFractionDigits: 2 });
}
