import {
  type Ask,
  draft,
  listNames,
  name,
  pct,
  plural,
  whichClass,
  whichStudentOf,
  worksOf,
} from './answer-kit.ts';
import type { AnswerDraft } from './answerer.ts';
import type { AssistantData } from './assistant-data.ts';
import { assistantLinks as L } from './assistant-links.ts';

/** Answers about one student, and about the caller's classes and their sizes. */

export async function studentProfile(
  data: AssistantData,
  ask: Ask,
  intent: 'student.profile' | 'student.misconceptions',
): Promise<AnswerDraft> {
  const { scope, student } = ask;
  if (!student) return whichStudentOf(scope, (n) => `How is ${n} doing?`);
  const [profile, misconceptions] = await data.studentProfile(
    scope.caller,
    scope.schoolId,
    student.studentId,
  );
  const topics = profile.strands.flatMap((s) => s.topics);
  const secure = topics.filter((t) => t.label === 'secure').map((t) => t.name);
  const notYet = topics.filter((t) => t.label === 'not yet').map((t) => t.name);
  const held = misconceptions.held.map((m) => m.name);
  const who = name(student);
  const paragraphs =
    intent === 'student.misconceptions'
      ? [
          held.length === 0
            ? `${who} holds no misconception at the moment.`
            : `${who} holds ${plural(held.length, 'misconception')}: ${listNames(held.slice(0, 5))}.`,
          misconceptions.fixed.length > 0
            ? `Fixed before: ${listNames(misconceptions.fixed.slice(0, 3).map((m) => m.name))}.`
            : '',
        ]
      : [
          topics.length === 0
            ? `${who} has not answered enough questions yet to say.`
            : `${who} has answered questions in ${plural(topics.length, 'topic')}. Secure: ${secure.length > 0 ? listNames(secure.slice(0, 4)) : 'none yet'}. Not yet secure: ${notYet.length > 0 ? listNames(notYet.slice(0, 4)) : 'none'}.`,
          held.length === 0
            ? 'No misconception is held at the moment.'
            : `Misconceptions held: ${listNames(held.slice(0, 4))}.`,
        ];
  return draft(intent, paragraphs, {
    figures: [
      { label: 'Topics answered', value: String(topics.length) },
      { label: 'Secure topics', value: String(secure.length) },
      { label: 'Misconceptions held', value: String(held.length) },
    ],
    links: [{ label: who, href: L.student(scope.schoolId, student.studentId) }],
  });
}

export async function studentWork(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, student } = ask;
  if (!student) return whichStudentOf(scope, (n) => `Has ${n} done this week's work?`);
  const { works, when } = await worksOf(data, { ...ask, e: { ...ask.e, time: ask.e.time } }, student.groupId);
  const grids = await data.grids(
    scope.caller,
    works.map((w) => w.assignmentId),
    student.groupId,
  );
  const lines = grids.flatMap((g) => {
    const row = g.students.find((s) => s.studentId === student.studentId);
    if (!row) return [];
    const status =
      row.status === 'Completed'
        ? 'finished'
        : row.status === 'InProgress'
          ? `part way (${row.completionPercent}% done)`
          : 'not started';
    return [{ text: `"${g.work.name}": ${status}, score ${pct(row.scorePercent)}.`, g, row }];
  });
  return draft(
    'student.recentWork',
    [
      lines.length === 0 ? `${name(student)} has no work set ${when}.` : `${name(student)}'s work ${when}:`,
      ...lines.map((l) => l.text),
    ],
    {
      figures: lines.map((l) => ({ label: `Score: ${l.g.work.name}`, value: pct(l.row.scorePercent) })),
      links: [
        { label: name(student), href: L.student(scope.schoolId, student.studentId) },
        ...lines.flatMap((l) =>
          l.g.work.assignmentId === null
            ? []
            : [
                {
                  label: `Results of ${l.g.work.name}`,
                  href: L.assignment(scope.schoolId, l.g.work.assignmentId),
                },
              ],
        ),
      ],
    },
  );
}

export function classes(ask: Ask): AnswerDraft {
  const { scope } = ask;
  const counts = (groupId: number) => scope.roster.filter((s) => s.groupId === groupId).length;
  return draft(
    'classes.list',
    [
      scope.classes.length === 0
        ? 'You teach no classes in this school yet.'
        : `You teach ${plural(scope.classes.length, 'class', 'classes')}: ${listNames(scope.classes.map((c) => `${c.code} (${plural(counts(c.groupId), 'student')})`))}.`,
    ],
    {
      figures: [{ label: 'Classes', value: String(scope.classes.length) }],
      links: scope.classes.map((c) => ({
        label: `Class ${c.code}`,
        href: L.classPage(scope.schoolId, c.groupId),
      })),
    },
  );
}

export function classSize(ask: Ask): AnswerDraft {
  const { scope, group } = ask;
  if (!group) return whichClass('class.size', scope, (c) => `How many students are in ${c}?`);
  const inClass = scope.roster.filter((s) => s.groupId === group.groupId);
  return draft(
    'class.size',
    [
      `${group.code} has ${plural(inClass.length, 'student')}${inClass.length > 0 ? `: ${listNames(inClass.map(name))}` : ''}.`,
    ],
    {
      figures: [{ label: 'Students', value: String(inClass.length) }],
      links: [{ label: `Class ${group.code}`, href: L.classPage(scope.schoolId, group.groupId) }],
    },
  );
}
