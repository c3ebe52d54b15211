import type { AssistantFigure, AssistantLink } from '@mathsight/contract/assistant.ts';
import type { CompactGridStudent } from '@mathsight/contract/results-grid.ts';
import {
  type Ask,
  draft,
  latestWork,
  listNames,
  MAX_WORKS,
  name,
  pct,
  plural,
  whichClass,
  worksOf,
} from './answer-kit.ts';
import type { AnswerDraft } from './answerer.ts';
import type { AssistantData } from './assistant-data.ts';
import { assistantLinks as L } from './assistant-links.ts';

/** Answers about set work: who has not done it, a summary, parents' evening notes, who is behind, completion, scores. */

export async function notDone(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, group } = ask;
  if (!group) return whichClass('work.notDone', scope, (c) => `Who has not done this week's work in ${c}?`);
  const { works, when } = await worksOf(data, ask, group.groupId);
  if (works.length === 0) {
    return draft('work.notDone', [`${group.code} has no work set ${when}.`], {
      figures: [{ label: 'Pieces of work', value: '0' }],
      links: [{ label: 'Plan work', href: L.plan(scope.schoolId) }],
    });
  }
  const grids = await data.grids(
    scope.caller,
    works.map((w) => w.assignmentId),
    group.groupId,
  );
  const paragraphs: string[] = [];
  const figures: AssistantFigure[] = [];
  const links: AssistantLink[] = [];
  for (const grid of grids) {
    const missing = grid.students.filter((s) => s.status !== 'Completed');
    const notStarted = missing.filter((s) => s.status === 'NotStarted');
    const work = grid.work.name;
    paragraphs.push(
      missing.length === 0
        ? `Everyone in ${group.code} has finished "${work}".`
        : `${plural(missing.length, 'student')} of ${grid.totals.studentCount} in ${group.code} ${missing.length === 1 ? 'has' : 'have'} not finished "${work}": ${listNames(missing.map((s) => `${name(s)}${s.status === 'NotStarted' ? ' (not started)' : ` (${s.completionPercent}% done)`}`))}.`,
    );
    figures.push({ label: `Not finished: ${work}`, value: String(missing.length) });
    figures.push({ label: `Not started: ${work}`, value: String(notStarted.length) });
    if (grid.work.assignmentId !== null) {
      links.push({
        label: `Results of ${work}`,
        href: L.assignment(scope.schoolId, grid.work.assignmentId),
      });
    }
  }
  return draft('work.notDone', paragraphs, { figures, links });
}

export async function summary(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, group } = ask;
  const work = await latestWork(data, ask);
  if (!work)
    return draft('work.summary', [`There is no recent work${group ? ` for ${group.code}` : ''} to sum up.`], {
      figures: [{ label: 'Pieces of work', value: '0' }],
    });
  const grid = await data.grid(scope.caller, work.assignmentId, group?.groupId);
  const t = grid.totals;
  const misconceptions = await data.misconceptions(scope.caller, work.assignmentId, group?.groupId);
  const top = misconceptions.items[0];
  const best = [...grid.students]
    .filter((s) => s.scorePercent !== null)
    .sort((a, b) => (b.scorePercent ?? 0) - (a.scorePercent ?? 0))[0];
  const who = group ? group.code : 'the students';
  return draft(
    'work.summary',
    [
      `"${grid.work.name}": ${t.completedCount} of ${t.studentCount} students in ${who} finished it, ${t.inProgressCount} are part way and ${t.notStartedCount} have not started.`,
      `The average score of those who started is ${pct(t.averageScorePercent)}.${best ? ` The best score was ${name(best)}'s ${pct(best.scorePercent)}.` : ''}`,
      top
        ? `The misconception most held was "${top.name}" (${plural(top.studentCount, 'student')}).`
        : 'No misconception stood out.',
    ],
    {
      figures: [
        { label: 'Students', value: String(t.studentCount) },
        { label: 'Finished', value: String(t.completedCount) },
        { label: 'Not started', value: String(t.notStartedCount) },
        { label: 'Average score', value: pct(t.averageScorePercent) },
      ],
      links: [
        { label: `Results of ${grid.work.name}`, href: L.assignment(scope.schoolId, work.assignmentId) },
      ],
    },
  );
}

export async function parentsEvening(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, group } = ask;
  if (!group) return whichClass('parents.evening', scope, (c) => `Parents' evening notes for ${c}`);
  const { recentWork } = await data.recent(scope.caller, scope.schoolId, group.groupId);
  const works = recentWork.slice(0, MAX_WORKS);
  const [grids, held] = await Promise.all([
    data.grids(
      scope.caller,
      works.map((w) => w.assignmentId),
      group.groupId,
    ),
    Promise.all(works.map((w) => data.misconceptions(scope.caller, w.assignmentId, group.groupId))),
  ]);
  const misconceptionsOf = new Map<number, Set<string>>();
  for (const work of held)
    for (const m of work.items)
      for (const s of m.students) {
        const set = misconceptionsOf.get(s.studentId) ?? new Set<string>();
        set.add(m.name);
        misconceptionsOf.set(s.studentId, set);
      }
  const rows = new Map<number, { student: CompactGridStudent; done: number; scores: number[] }>();
  for (const grid of grids)
    for (const s of grid.students) {
      const row = rows.get(s.studentId) ?? { student: s, done: 0, scores: [] };
      if (s.status === 'Completed') row.done += 1;
      if (s.scorePercent !== null) row.scores.push(s.scorePercent);
      rows.set(s.studentId, row);
    }
  const inClass = scope.roster.filter((s) => s.groupId === group.groupId);
  const lines = inClass.map((s) => {
    const row = rows.get(s.studentId);
    const mis = [...(misconceptionsOf.get(s.studentId) ?? [])];
    const work = row
      ? `finished ${row.done} of the last ${plural(grids.length, 'piece')} of work${row.scores.length > 0 ? ` (scores ${row.scores.map((x) => `${x}%`).join(', ')})` : ''}`
      : 'has had no work set lately';
    return `${name(s)}: ${work}.${mis.length > 0 ? ` Working on: ${mis.slice(0, 2).join('; ')}.` : ' No misconception showed in recent work.'}`;
  });
  return draft(
    'parents.evening',
    [
      `Notes for ${group.code}'s parents' evening, from the last ${plural(grids.length, 'piece')} of work:`,
      ...lines,
    ],
    {
      figures: [
        { label: 'Students', value: String(inClass.length) },
        { label: 'Pieces of work', value: String(grids.length) },
      ],
      links: inClass
        .slice(0, 8)
        .map((s) => ({ label: name(s), href: L.student(scope.schoolId, s.studentId) })),
    },
  );
}

export async function behind(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, group } = ask;
  if (!group) return whichClass('students.fallingBehind', scope, (c) => `Who is falling behind in ${c}?`);
  const { recentWork } = await data.recent(scope.caller, scope.schoolId, group.groupId);
  const works = recentWork.filter((w) => w.dueStatus !== 'Scheduled').slice(0, MAX_WORKS);
  const grids = await data.grids(
    scope.caller,
    works.map((w) => w.assignmentId),
    group.groupId,
  );
  const rows = new Map<number, { s: CompactGridStudent; unfinished: number; low: number }>();
  for (const grid of grids)
    for (const s of grid.students) {
      const row = rows.get(s.studentId) ?? { s, unfinished: 0, low: 0 };
      if (s.status !== 'Completed') row.unfinished += 1;
      if (s.scorePercent !== null && s.scorePercent < 40) row.low += 1;
      rows.set(s.studentId, row);
    }
  const behind = [...rows.values()].filter(
    (r) => grids.length > 0 && (r.unfinished === grids.length || r.low + r.unfinished === grids.length),
  );
  return draft(
    'students.fallingBehind',
    [
      grids.length === 0
        ? `${group.code} has no recent work to judge by yet.`
        : behind.length === 0
          ? `No one in ${group.code} has left every piece of the last ${plural(grids.length, 'piece')} of work unfinished or below 40%.`
          : `${plural(behind.length, 'student')} in ${group.code} left each of the last ${plural(grids.length, 'piece')} of work unfinished or scored below 40% on it: ${listNames(behind.map((r) => name(r.s)))}.`,
    ],
    {
      figures: [{ label: 'Falling behind', value: String(behind.length) }],
      links: behind
        .slice(0, 8)
        .map((r) => ({ label: name(r.s), href: L.student(scope.schoolId, r.s.studentId) })),
    },
  );
}

export async function completion(
  data: AssistantData,
  ask: Ask,
  intent: 'class.completion' | 'class.averageScore',
): Promise<AnswerDraft> {
  const { scope, group } = ask;
  const { recentWork } = await data.recent(scope.caller, scope.schoolId, group?.groupId);
  const where = group ? group.code : 'your classes';
  const works = recentWork.slice(0, MAX_WORKS);
  if (works.length === 0)
    return draft(intent, [`${where} has no recent work.`], {
      figures: [{ label: 'Pieces of work', value: '0' }],
    });
  const lines = works.map((w) =>
    intent === 'class.completion'
      ? `"${w.name}": ${w.completedCount} of ${w.studentCount} finished (${w.completionPercent}%).`
      : `"${w.name}": average score ${pct(w.averageScorePercent)} of those who started.`,
  );
  return draft(intent, [`The recent work of ${where}:`, ...lines], {
    figures: works.map((w) =>
      intent === 'class.completion'
        ? { label: `Finished: ${w.name}`, value: `${w.completionPercent}%` }
        : { label: `Average score: ${w.name}`, value: pct(w.averageScorePercent) },
    ),
    links: works.map((w) => ({
      label: `Results of ${w.name}`,
      href: L.assignment(scope.schoolId, w.assignmentId),
    })),
  });
}

export async function recentWork(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, group } = ask;
  const { recentWork } = await data.recent(scope.caller, scope.schoolId, group?.groupId);
  const where = group ? group.code : 'your classes';
  return draft(
    'work.recent',
    [
      recentWork.length === 0
        ? `No work was set to ${where} in the last six weeks.`
        : `Work set to ${where} in the last six weeks, newest first:`,
      ...recentWork
        .slice(0, 6)
        .map(
          (w) =>
            `"${w.name}" (${w.groups.map((g) => g.code).join(', ')}), due ${w.endDate.slice(0, 10)}: ${w.completedCount} of ${w.studentCount} finished.`,
        ),
    ],
    {
      figures: [{ label: 'Pieces of work', value: String(recentWork.length) }],
      links: recentWork
        .slice(0, 6)
        .map((w) => ({ label: w.name, href: L.assignment(scope.schoolId, w.assignmentId) })),
    },
  );
}

export async function topScorers(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, group } = ask;
  const work = await latestWork(data, ask);
  if (!work)
    return draft('work.topScorers', ['There is no recent work to look at.'], {
      figures: [{ label: 'Pieces of work', value: '0' }],
    });
  const grid = await data.grid(scope.caller, work.assignmentId, group?.groupId);
  const scored = grid.students
    .filter((s) => s.scorePercent !== null)
    .sort((a, b) => (b.scorePercent ?? 0) - (a.scorePercent ?? 0));
  const best = scored[0]?.scorePercent ?? null;
  const top = scored.filter((s) => s.scorePercent === best);
  return draft(
    'work.topScorers',
    [
      top.length === 0
        ? `No one has answered "${grid.work.name}" yet.`
        : `On "${grid.work.name}" the best score was ${pct(best)}, by ${listNames(top.map(name))}.`,
    ],
    {
      figures: [{ label: 'Best score', value: pct(best) }],
      links: [
        { label: `Results of ${grid.work.name}`, href: L.assignment(scope.schoolId, work.assignmentId) },
      ],
    },
  );
}
