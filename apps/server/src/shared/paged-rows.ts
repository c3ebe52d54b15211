/**
 * A page read with its total in a window (`count(*) over ()` as `total` on every row), as the people
 * lists read theirs: one statement a page. A page past the end has no rows to carry the count, so
 * then, and only then, `countAlone` asks for it.
 */
export async function pagedRows<Row extends { total: number }>(
  rows: Row[],
  skip: number,
  countAlone: () => Promise<number>,
): Promise<{ rows: Array<Omit<Row, 'total'>>; total: number }> {
  const total = rows[0]?.total ?? (skip === 0 ? 0 : await countAlone());
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
