import type { TopicCoverageRow, YearGroupReportRow } from '@mathsight/contract/school-reports.ts';
import type { ReportClass } from './school-reports.repository.ts';

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : null);

/**
 * The school report's topics, per year group: those taught (set, or answered since 1 September) with
 * their first answers and score, and the year's curriculum not yet taught; years in order, then taught
 * first, then by strand and name.
 */
export function topicCoverage(
  yearGroups: readonly YearGroupReportRow[],
  classes: readonly ReportClass[],
  setTopics: ReadonlyArray<{ groupId: number; topicUnitId: number }>,
  yearTopics: ReadonlyArray<{ groupId: number; topicUnitId: number; answers: number; correct: number }>,
  units: ReadonlyArray<{ id: number; name: string; strand: string; yearFrom: number; yearTo: number }>,
): TopicCoverageRow[] {
  const attainment = { yearGroups };
  const topics: TopicCoverageRow[] = [];
  const unitById = new Map(units.map((u) => [u.id, u]));
  for (const y of attainment.yearGroups) {
    const yearClasses = new Set(classes.filter((c) => c.yearGroupId === y.yearGroupId).map((c) => c.groupId));
    const year = classes.find((c) => c.yearGroupId === y.yearGroupId)?.year ?? null;
    const taught = new Map<number, { answers: number; correct: number }>();
    for (const s of setTopics) {
      if (yearClasses.has(s.groupId) && !taught.has(s.topicUnitId))
        taught.set(s.topicUnitId, { answers: 0, correct: 0 });
    }
    for (const t of yearTopics) {
      if (!yearClasses.has(t.groupId)) continue;
      const x = taught.get(t.topicUnitId) ?? { answers: 0, correct: 0 };
      taught.set(t.topicUnitId, { answers: x.answers + t.answers, correct: x.correct + t.correct });
    }
    const curriculum = units.filter((u) => year !== null && u.yearFrom <= year && year <= u.yearTo);
    const ids = new Set([...curriculum.map((u) => u.id), ...taught.keys()]);
    for (const id of ids) {
      const u = unitById.get(id);
      if (!u) continue;
      const t = taught.get(id);
      topics.push({
        yearGroupId: y.yearGroupId,
        yearGroupName: y.name,
        topicUnitId: id,
        name: u.name,
        strand: u.strand,
        taught: t !== undefined,
        answers: t?.answers ?? 0,
        scorePercent: t ? percentOf(t.correct, t.answers) : null,
      });
    }
  }
  topics.sort(
    (a, b) =>
      attainment.yearGroups.findIndex((y) => y.yearGroupId === a.yearGroupId) -
        attainment.yearGroups.findIndex((y) => y.yearGroupId === b.yearGroupId) ||
      Number(b.taught) - Number(a.taught) ||
      a.strand.localeCompare(b.strand) ||
      a.name.localeCompare(b.name),
  );
  return topics;
}
