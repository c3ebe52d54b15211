import type { StudentProfile } from '@mathsight/contract/student-profile.ts';
import { toSafeCsv } from '../../http/csv-safe.ts';

export const TOPICS_CSV_HEADER = [
  'Strand',
  'Topic',
  'Proficiency',
  'Measure (logits)',
  'Standard error',
  'Answers',
  'Last answered',
];

/** What the screen writes in the Topic column for a strand's own row. */
export const WHOLE_STRAND = 'Whole strand';

/**
 * The topics tab as a CSV file: the same rows as the screen (each strand's own row, then its topics)
 * and the same columns, numbers as numbers and the last answer as an ISO date.
 */
export function topicsCsv(profile: StudentProfile): string {
  return toSafeCsv([
    TOPICS_CSV_HEADER,
    ...profile.strands.flatMap((s) =>
      [{ name: WHOLE_STRAND, ...s.overall }, ...s.topics].map((t) => [
        s.strand,
        t.name,
        t.label,
        t.measure,
        t.standardError,
        t.answerCount,
        t.lastAnsweredAt.slice(0, 10),
      ]),
    ),
  ]);
}

/** topics-<first>-<last>-<YYYY-MM-DD>.csv, the name in lower-case letters, digits and dashes. */
export function topicsCsvName(profile: StudentProfile, today: Date): string {
  const slug =
    `${profile.student.firstName}-${profile.student.lastName}`
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'student';
  return `topics-${slug}-${today.toISOString().slice(0, 10)}.csv`;
}
