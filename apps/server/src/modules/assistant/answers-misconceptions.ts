import type { AssistantFigure, AssistantLink } from '@mathsight/contract/assistant.ts';
import {
  type Ask,
  draft,
  listNames,
  MAX_WORKS,
  name,
  PROMPT_SUGGESTIONS,
  plural,
  whichClass,
} from './answer-kit.ts';
import type { AnswerDraft } from './answerer.ts';
import type { AssistantData } from './assistant-data.ts';
import { assistantLinks as L } from './assistant-links.ts';

/** Answers about misconceptions, what to re-teach or set next, the hardest questions, a topic and growth. */

export async function holders(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, e, group } = ask;
  const recent = await data.recent(scope.caller, scope.schoolId, group?.groupId);
  const where = group ? group.code : 'your classes';
  if (!e.misconception) {
    return draft(null, [`Which misconception do you mean? These are the most held in ${where} lately.`], {
      promptSuggestions: PROMPT_SUGGESTIONS,
      dataPromptSuggestions: recent.topMisconceptions
        .slice(0, 5)
        .map((m) => `Which students hold "${m.name}"${group ? ` in ${group.code}` : ''}?`),
    });
  }
  const wanted = e.misconception;
  const held = recent.topMisconceptions.find((m) => m.misconceptionId === wanted.misconceptionId);
  if (!held) {
    return draft(
      'misconception.holders',
      [`No student in ${where} chose an answer showing "${wanted.name}" in the work of the last six weeks.`],
      { figures: [{ label: 'Students holding it', value: '0' }] },
    );
  }
  const perWork = await Promise.all(
    held.assignmentIds.slice(0, MAX_WORKS).map((id) => data.misconceptions(scope.caller, id, group?.groupId)),
  );
  const students = new Map<number, { firstName: string; lastName: string; studentId: number }>();
  for (const work of perWork) {
    for (const item of work.items) {
      if (item.misconceptionId !== wanted.misconceptionId) continue;
      for (const s of item.students) students.set(s.studentId, s);
    }
  }
  const names = [...students.values()].map(name);
  const first = held.assignmentIds[0];
  return draft(
    'misconception.holders',
    [
      `${plural(held.studentCount, 'student')} in ${where} chose an answer showing "${held.name}" in the last six weeks${names.length > 0 ? `: ${listNames(names)}` : ''}.`,
      held.howToFix ? `To re-teach it: ${held.howToFix}` : '',
    ],
    {
      figures: [{ label: 'Students holding it', value: String(held.studentCount) }],
      links: [
        ...(first !== undefined
          ? [
              {
                label: `Set follow-up work for these ${students.size}`,
                href: L.fixAssignment(scope.schoolId, first, {
                  students: [...students.keys()],
                  misconceptionId: held.misconceptionId,
                }),
              },
            ]
          : []),
        ...[...students.values()]
          .slice(0, 6)
          .map((s) => ({ label: name(s), href: L.student(scope.schoolId, s.studentId) })),
      ],
    },
  );
}

export async function reteach(
  data: AssistantData,
  ask: Ask,
  intent: 'reteach.next' | 'set.next',
): Promise<AnswerDraft> {
  const { scope, group } = ask;
  const recent = await data.recent(scope.caller, scope.schoolId, group?.groupId);
  const where = group ? group.code : 'your classes';
  const top = recent.topMisconceptions[0];
  const hardest = recent.mostWrongQuestions[0];
  if (!top && !hardest) {
    return draft(
      intent,
      [`Nothing in ${where}'s recent work points to a misconception or a question most got wrong yet.`],
      {
        figures: [{ label: 'Misconceptions held', value: '0' }],
        links: [{ label: 'Plan work', href: L.plan(scope.schoolId) }],
      },
    );
  }
  const paragraphs: string[] = [];
  const figures: AssistantFigure[] = [];
  const links: AssistantLink[] = [];
  if (top) {
    const work = top.assignmentIds[0];
    const holders =
      work === undefined
        ? []
        : ((await data.misconceptions(scope.caller, work, group?.groupId)).items.find(
            (m) => m.misconceptionId === top.misconceptionId,
          )?.students ?? []);
    paragraphs.push(
      intent === 'reteach.next'
        ? `Re-teach "${top.name}" next: ${plural(top.studentCount, 'student')} in ${where} chose answers showing it in the last six weeks. ${top.description}`
        : `Set follow-up work on "${top.name}": ${plural(top.studentCount, 'student')} in ${where} hold it.`,
    );
    if (top.howToFix) paragraphs.push(`How to fix it: ${top.howToFix}`);
    figures.push({ label: `Students holding "${top.name}"`, value: String(top.studentCount) });
    if (work !== undefined) {
      links.push({
        label: `Set follow-up work for these ${holders.length}`,
        href: L.fixAssignment(scope.schoolId, work, {
          students: holders.map((s) => s.studentId),
          misconceptionId: top.misconceptionId,
        }),
      });
    }
  }
  if (hardest) {
    paragraphs.push(
      `The question most got wrong was question ${hardest.sequence} of "${hardest.assignmentName}": ${hardest.wrongPercent}% of ${hardest.answeredCount} answers were wrong${hardest.commonMisconceptionName ? `, most often showing "${hardest.commonMisconceptionName}"` : ''}.`,
    );
    figures.push({
      label: `Wrong on question ${hardest.sequence} of ${hardest.assignmentName}`,
      value: `${hardest.wrongPercent}%`,
    });
  }
  links.push({ label: 'The check page', href: L.check(scope.schoolId) });
  return draft(intent, paragraphs, { figures, links });
}

export async function hardest(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, group } = ask;
  const recent = await data.recent(scope.caller, scope.schoolId, group?.groupId);
  const where = group ? group.code : 'your classes';
  const top = recent.mostWrongQuestions.slice(0, 3);
  if (top.length === 0) {
    return draft('questions.hardest', [`No question in ${where}'s recent work was answered wrongly yet.`], {
      figures: [{ label: 'Questions answered wrongly', value: '0' }],
    });
  }
  return draft(
    'questions.hardest',
    [
      `The questions ${where} found hardest in the last six weeks:`,
      ...top.map(
        (q) =>
          `Question ${q.sequence} of "${q.assignmentName}": ${q.wrongCount} of ${q.answeredCount} answers wrong (${q.wrongPercent}%)${q.commonMisconceptionName ? `, most often "${q.commonMisconceptionName}"` : ''}.`,
      ),
    ],
    {
      figures: top.map((q) => ({
        label: `Wrong: question ${q.sequence} of ${q.assignmentName}`,
        value: `${q.wrongPercent}%`,
      })),
      links: top.map((q) => ({
        label: `Question ${q.sequence} of ${q.assignmentName}`,
        href: `${L.assignment(scope.schoolId, q.assignmentId)}/questions/${q.questionId}`,
      })),
    },
  );
}

export async function topMisconceptions(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, group } = ask;
  const recent = await data.recent(scope.caller, scope.schoolId, group?.groupId);
  const where = group ? group.code : 'your classes';
  const top = recent.topMisconceptions.slice(0, 5);
  return draft(
    'misconceptions.top',
    [
      top.length === 0
        ? `No misconception showed in ${where}'s work of the last six weeks.`
        : `The misconceptions most held in ${where} over the last six weeks:`,
      ...top.map((m) => `"${m.name}": ${plural(m.studentCount, 'student')}.`),
    ],
    {
      figures: top.map((m) => ({ label: m.name, value: String(m.studentCount) })),
      links: [{ label: 'The check page', href: L.check(scope.schoolId) }],
      dataPromptSuggestions: top
        .slice(0, 3)
        .map((m) => `Which students hold "${m.name}"${group ? ` in ${group.code}` : ''}?`),
    },
  );
}

export async function topic(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, e, group } = ask;
  if (!e.topic) {
    return draft(
      null,
      ['Which topic do you mean? Name it as the topic list does, like "Adding fractions".'],
      {
        promptSuggestions: PROMPT_SUGGESTIONS,
        dataPromptSuggestions: group ? [`How did ${group.code} do on adding fractions?`] : [],
      },
    );
  }
  if (!group) return whichClass('topic.classResult', scope, (c) => `How did ${c} do on ${e.topic?.name}?`);
  const report = await data.topicReport(scope.caller, scope.schoolId, e.topic.topicUnitId);
  const row = report.classes.find((c) => c.groupId === group.groupId);
  const link = {
    label: `Topic report: ${e.topic.name}`,
    href: L.topicReport(scope.schoolId, e.topic.topicUnitId),
  };
  if (!row || row.answers === 0 || report.topic?.topicUnitId !== e.topic.topicUnitId) {
    return draft(
      'topic.classResult',
      [`${group.code} has not answered questions on "${e.topic.name}" in the last ${report.months} months.`],
      {
        figures: [{ label: 'Answers', value: '0' }],
        links: [link],
      },
    );
  }
  return draft(
    'topic.classResult',
    [
      `On "${e.topic.name}", ${row.answeredStudents} of ${row.studentCount} students in ${group.code} answered questions in the last ${report.months} months, scoring ${row.scorePercent}% on first attempts.`,
      row.misconceptions[0] ? `The misconception most seen was "${row.misconceptions[0].name}".` : '',
    ],
    {
      figures: [
        { label: 'Score on first attempts', value: `${row.scorePercent}%` },
        { label: 'Students who answered', value: String(row.answeredStudents) },
      ],
      links: [link, { label: `Class ${group.code}`, href: L.classPage(scope.schoolId, group.groupId) }],
    },
  );
}

export async function improved(data: AssistantData, ask: Ask): Promise<AnswerDraft> {
  const { scope, group } = ask;
  if (!group)
    return whichClass('growth.mostImproved', scope, (c) => `Who improved most in ${c} this half-term?`);
  const growth = await data.classGrowth(scope.caller, scope.schoolId, group.groupId);
  const grew = growth.students
    .filter((s) => s.verdict === 'grew' && s.growth !== null)
    .sort((a, b) => (b.growth ?? 0) - (a.growth ?? 0));
  const link = { label: 'Growth', href: L.growth(scope.schoolId) };
  if (grew.length === 0) {
    return draft(
      'growth.mostImproved',
      [`No student in ${group.code} has grown clearly beyond their baseline in ${growth.strand} yet.`],
      {
        figures: [{ label: 'Students who grew', value: '0' }],
        links: [link],
      },
    );
  }
  return draft(
    'growth.mostImproved',
    [
      `In ${growth.strand}, ${plural(grew.length, 'student')} of ${growth.students.length} in ${group.code} grew clearly since their baseline. Most: ${listNames(grew.slice(0, 3).map(name))}.`,
    ],
    {
      figures: [{ label: 'Students who grew', value: String(grew.length) }],
      links: [
        link,
        ...grew.slice(0, 3).map((s) => ({ label: name(s), href: L.student(scope.schoolId, s.studentId) })),
      ],
    },
  );
}
