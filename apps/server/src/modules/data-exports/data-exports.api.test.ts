import { dataExportPaths } from '@mathsight/contract/data-exports.paths.ts';
import { DATA_EXPORT_MESSAGES, TRANSACTIONS_CSV_COLUMNS } from '@mathsight/contract/data-exports.ts';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_POLICY_MESSAGES } from '../../policies/data-exports.ts';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { JUNE, makeExportWorld } from '../../test/worlds/data-exports-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof makeExportWorld>>;
beforeAll(async () => {
  t = await getTestApp();
  w = await makeExportWorld(t.app, t.database);
});

function exportUrl(query: Record<string, string | number>, schoolId: number = w.school.id) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return `${dataExportPaths.transactionsCsv(schoolId)}?${search.toString()}`;
}
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** The file's rows as text cells (byte-order mark and final line break removed), header first. */
function rowsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(body.slice(1).replace(/\n$/, ''), { header: false });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** Each answer's id in the file, found from what identifies it. */
async function answerId(assignmentId: number, studentId: number, questionId: number, attempt = 1) {
  const [row] = await t.database.query<{ id: number }>(
    'select id from student_answers where assignment_id = $1 and student_id = $2 and question_id = $3 and attempt = $4',
    [assignmentId, studentId, questionId, attempt],
  );
  return `W${defined(row, 'the answer').id}`;
}

async function questionFacts(questionId: number) {
  const [row] = await t.database.query<{ topic: string; strand: string }>(
    'select tu.name as topic, tu.strand from questions q join topic_units tu on tu.id = q.topic_unit_id where q.id = $1',
    [questionId],
  );
  const names: Record<string, string> = {
    number: 'Number',
    algebra: 'Algebra',
    ratio: 'Ratio and proportion',
    geometry: 'Geometry and measures',
    statistics: 'Probability and statistics',
  };
  const facts = defined(row, 'the question');
  return {
    topic: facts.topic,
    strand: names[facts.strand] ?? facts.strand,
    ...(await bankLetters(t.database, questionId)),
  };
}

describe('GET schools/{id}/reports/transactions.csv', () => {
  it("gives an administrator every answer of the school's range, oldest first, in UK time, with every column", async () => {
    const res = await get(exportUrl(JUNE), w.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="answers-school-2025-06-01-to-2025-06-30.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([...TRANSACTIONS_CSV_COLUMNS]);

    const { workA, workB, a0, a1, b0, q0, q1, b0q } = w;
    // Inside the range by London time (BST); ties at 09:00 go set work by id, then practice.
    expect(rows.map((r) => [r[0]?.[0], r[1], r[2], r[18]])).toEqual([
      ['W', '2025-06-01T00:30:00+01:00', String(a1.studentId), '1'],
      ['W', '2025-06-02T09:00:00+01:00', String(a0.studentId), '1'],
      ['W', '2025-06-02T09:00:00+01:00', String(a1.studentId), '2'],
      ['P', '2025-06-02T09:00:00+01:00', String(a0.studentId), '1'],
      ['W', '2025-06-02T09:00:30+01:00', String(a0.studentId), '2'],
      ['W', '2025-06-30T23:59:59+01:00', String(b0.studentId), '1'],
    ]);
    expect(rows.map((r) => r[0])).toEqual([
      await answerId(workA.id, a1.studentId, q0),
      await answerId(workA.id, a0.studentId, q0),
      await answerId(workA.id, a1.studentId, q1, 2),
      expect.stringMatching(/^P\d+$/),
      await answerId(workA.id, a0.studentId, q0, 2),
      await answerId(workB.id, b0.studentId, b0q),
    ]);

    const [year] = await t.database.query<{ name: string }>(
      'select name from country_year_groups where id = 9',
    );
    const yearGroup = defined(year, 'the year group').name;
    const [misconception] = await t.database.query<{ name: string }>(
      'select name from misconceptions where id = $1',
      [w.wrongMisconceptionId],
    );
    const first = await questionFacts(q0);
    const second = await questionFacts(q1);
    // Zara Okafor of 8A at 09:00 on 2 June: who answered, as both of her rows below say it.
    const zaraAtNine = [
      '2025-06-02T09:00:00+01:00',
      String(a0.studentId),
      'Okafor',
      'Zara',
      'A123456789012',
      '8A',
      yearGroup,
    ];
    // A wrong first answer to set work, with the misconception its option shows.
    expect(rows[1]).toEqual([
      await answerId(workA.id, a0.studentId, q0),
      ...zaraAtNine,
      String(workA.id),
      'Fractions check',
      'Topic quiz',
      String(q0),
      first.topic,
      first.strand,
      first.wrong,
      first.right,
      'Wrong',
      defined(misconception, 'the misconception').name,
      '1',
      '20',
      '',
    ]);
    // Practice: no work, the topic practised, the student's classes, its confidence and time.
    expect(rows[3]?.slice(1)).toEqual([
      ...zaraAtNine,
      '',
      `Practice: ${second.topic}`,
      'Practice',
      String(q1),
      second.topic,
      second.strand,
      second.right,
      second.right,
      'Right',
      '',
      '1',
      '12.3',
      '4',
    ]);
    // A name typed as a formula stays text; a deleted student's UPN is not given; a corrected mark shows.
    expect(rows[0]?.[4]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows[5]?.slice(3, 7)).toEqual(['student', 'Deleted', '', '8B']);
    expect(rows[5]?.[15]).toBe('D');
  });

  it("gives a class's teacher only the class's students' answers, named after the class", async () => {
    const res = await get(exportUrl({ ...JUNE, groupId: w.classA.id }), w.teacher.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="answers-8a-2025-06-01-to-2025-06-30.csv"',
    );
    const [, ...rows] = rowsOf(res.body);
    const classA = new Set([w.a0.studentId, w.a1.studentId].map(String));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => classA.has(r[2] ?? ''))).toBe(true);
    // The administrator gets the same file for the class.
    expect((await get(exportUrl({ ...JUNE, groupId: w.classA.id }), w.admin.headers)).body).toBe(res.body);
  });

  it('reads the range as school days in London time, both ends included', async () => {
    const lastDay = rowsOf(
      (await get(exportUrl({ from: '2025-06-30', to: '2025-06-30' }), w.admin.headers)).body,
    );
    expect(lastDay.slice(1).map((r) => r[1])).toEqual(['2025-06-30T23:59:59+01:00']);
    // 1 July 00:00 London (23:00 UTC on 30 June) belongs to July.
    const july = rowsOf(
      (await get(exportUrl({ from: '2025-07-01', to: '2025-07-31' }), w.admin.headers)).body,
    );
    expect(july.slice(1).map((r) => r[1])).toEqual(['2025-07-01T00:00:00+01:00']);
    const may = rowsOf(
      (await get(exportUrl({ from: '2025-05-01', to: '2025-05-31' }), w.admin.headers)).body,
    );
    expect(may.slice(1).map((r) => r[1])).toEqual(['2025-05-31T23:59:59+01:00']);
    // A range with no answers is the header alone.
    const empty = rowsOf(
      (await get(exportUrl({ from: '2024-01-01', to: '2024-12-31' }), w.admin.headers)).body,
    );
    expect(empty).toEqual([[...TRANSACTIONS_CSV_COLUMNS]]);
  });

  it('refuses the whole school to a teacher who is not an administrator (403), and what is not theirs (404)', async () => {
    const school = await get(exportUrl(JUNE), w.teacher.headers);
    expect(school.statusCode).toBe(403);
    expect(school.json()).toEqual({ message: DATA_EXPORT_POLICY_MESSAGES.wholeSchool });
    const refusals: Array<[string, Record<string, string>, number]> = [
      // A colleague who does not teach 8A.
      [exportUrl({ ...JUNE, groupId: w.classA.id }), w.colleague.headers, 404],
      // Another school's class, asked of this school.
      [exportUrl({ ...JUNE, groupId: w.otherClass.id }), w.admin.headers, 404],
      // This school, asked by another school's teacher, and by one still Pending.
      [exportUrl({ ...JUNE, groupId: w.classA.id }), w.otherTeacher.headers, 404],
      [exportUrl({ ...JUNE, groupId: w.classA.id }), w.pending.headers, 404],
      // A student.
      [exportUrl({ ...JUNE, groupId: w.classA.id }), w.student.headers, 403],
      // No one signed in.
      [exportUrl(JUNE), {}, 401],
    ];
    for (const [url, headers, status] of refusals)
      expect((await get(url, headers)).statusCode, url).toBe(status);
  });

  it('refuses a range that is backwards, longer than a year or not dates (400, by field)', async () => {
    const bad: Array<[Record<string, string | number>, string, string]> = [
      [{ from: '2025-06-30', to: '2025-06-01' }, 'to', DATA_EXPORT_MESSAGES.order],
      [{ from: '2024-06-01', to: '2025-06-02' }, 'to', DATA_EXPORT_MESSAGES.span],
      [{ from: '2025-02-30', to: '2025-03-01' }, 'from', DATA_EXPORT_MESSAGES.from],
      [{ from: '2025-06-01' }, 'to', ''],
      [{ ...JUNE, groupId: 'abc' }, 'groupId', ''],
    ];
    for (const [query, field, message] of bad) {
      const res = await get(exportUrl(query), w.admin.headers);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      const modelState = res.json().modelState as Record<string, string[]>;
      expect(Object.keys(modelState)).toEqual([field]);
      if (message) expect(modelState[field]).toEqual([message]);
    }
    // A year to the day is allowed, 29 February to 28 February too.
    for (const range of [
      { from: '2024-06-01', to: '2025-06-01' },
      { from: '2024-02-29', to: '2025-02-28' },
    ]) {
      expect((await get(exportUrl(range), w.admin.headers)).statusCode).toBe(200);
    }
  });
});
