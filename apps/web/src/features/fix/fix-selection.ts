import {
  FIX_MAX_QUESTIONS,
  FIX_QUESTIONS_PER_MISCONCEPTION,
  type FixableMisconception,
  type InsightStudentRef,
  type RecentWork,
} from '@mathsight/contract/insights.ts';

/** At most this many misconceptions in one follow-up (the contract's limit). */
export const FIX_MAX_MISCONCEPTIONS = 10;

/** Whether a misconception can be fixed: the bank has other questions that target it. */
export function isFixable(m: FixableMisconception): boolean {
  return m.availableQuestionCount > 0 && m.studentCount > 0;
}

/** The misconceptions ticked at first: the one the teacher came from, if it can be fixed. */
export function initialChoice(
  items: readonly FixableMisconception[],
  misconceptionId: number | null,
): number[] {
  const m = items.find((item) => item.misconceptionId === misconceptionId);
  return m && isFixable(m) ? [m.misconceptionId] : [];
}

/** Everyone holding at least one of the chosen misconceptions, sorted by name. */
export function holdersOf(
  items: readonly FixableMisconception[],
  chosen: readonly number[],
): InsightStudentRef[] {
  const picked = new Set(chosen);
  const byId = new Map<number, InsightStudentRef>();
  for (const m of items) {
    if (!picked.has(m.misconceptionId)) continue;
    for (const s of m.students) byId.set(s.studentId, s);
  }
  return [...byId.values()].sort(
    (a, b) =>
      a.lastName.localeCompare(b.lastName, 'en-GB') || a.firstName.localeCompare(b.firstName, 'en-GB'),
  );
}

/** How many questions the follow-up will hold: a few per misconception, as the bank allows, at most the cap. */
export function followUpQuestionCount(
  items: readonly FixableMisconception[],
  chosen: readonly number[],
): number {
  const picked = new Set(chosen);
  const total = items
    .filter((m) => picked.has(m.misconceptionId))
    .reduce((sum, m) => sum + Math.min(FIX_QUESTIONS_PER_MISCONCEPTION, m.availableQuestionCount), 0);
  return Math.min(FIX_MAX_QUESTIONS, total);
}

/** Ticks or unticks a misconception, never beyond the limit. */
export function toggleChoice(chosen: readonly number[], misconceptionId: number): number[] {
  if (chosen.includes(misconceptionId)) return chosen.filter((id) => id !== misconceptionId);
  return chosen.length >= FIX_MAX_MISCONCEPTIONS ? [...chosen] : [...chosen, misconceptionId];
}

/**
 * Wrong answers as a share of the questions set: answered less right (both over the questions set,
 * score-and-effort.ts), so questions left unanswered are not counted as something to fix.
 */
function wrongPercentOf(w: RecentWork): number {
  if (w.averageScorePercent === null || w.answeredPercent === null) return 0;
  return Math.max(0, w.answeredPercent - w.averageScorePercent);
}

/**
 * Finished work worth fixing, most first: students who started it times the share of questions
 * answered wrongly, i.e. roughly how many students' worth of wrong answers there are to fix.
 */
export function rankWorthFixing(items: readonly RecentWork[]): RecentWork[] {
  const weight = (w: RecentWork) => w.startedCount * wrongPercentOf(w);
  return items
    .filter((w) => w.dueStatus === 'Ended' && w.startedCount > 0 && wrongPercentOf(w) > 0)
    .sort((a, b) => weight(b) - weight(a) || Date.parse(b.endDate) - Date.parse(a.endDate));
}
