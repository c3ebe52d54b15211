import type { AnswersFilter } from '../../shared/insights/results-store.ts';

/** A misconception the answers filter can narrow to. */
export interface FilterMisconception {
  misconceptionId: number;
  name: string;
  studentCount: number;
}

/** The answers filter as a select value: `all`, `wrong`, or `m<misconceptionId>`. */
export function filterValue(filter: AnswersFilter): string {
  if (filter.kind === 'misconception') return `m${filter.misconceptionId}`;
  return filter.kind;
}

/** The filter a select value stands for; anything unknown shows every answer. */
export function filterFromValue(value: string | null): AnswersFilter {
  if (value === 'wrong') return { kind: 'wrong' };
  const id = /^m(\d+)$/.exec(value ?? '')?.[1];
  return id ? { kind: 'misconception', misconceptionId: Number(id) } : { kind: 'all' };
}

/** The select's options: every answer, wrong ones, then each misconception held (most held first). */
export function filterOptions(misconceptions: readonly FilterMisconception[]) {
  return [
    { value: 'all', label: 'All answers' },
    { value: 'wrong', label: 'Wrong answers only' },
    ...misconceptions.map((m) => ({
      value: `m${m.misconceptionId}`,
      label: `${m.name} (${m.studentCount} ${m.studentCount === 1 ? 'student' : 'students'})`,
    })),
  ];
}
