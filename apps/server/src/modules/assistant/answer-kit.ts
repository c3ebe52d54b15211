import type { RecentWork } from '@mathsight/contract/insights.ts';
import type { AnswerDraft, AskScope } from './answerer.ts';
import type { RosterStudent } from './assistant.repository.ts';
import type { AssistantData } from './assistant-data.ts';
import { assistantLinks as L } from './assistant-links.ts';
import type { Entities } from './entities.ts';
import type { IntentName } from './intents.ts';

export type Group = { groupId: number; code: string };
export interface Ask {
  scope: AskScope;
  e: Entities;
  group?: Group;
  student?: RosterStudent;
  assignmentId?: number;
}

/** Questions that always work, shown when the assistant is unsure and in the empty state. */
export const PROMPT_SUGGESTIONS = [
  "Who has not done this week's work?",
  'What should I re-teach next?',
  'Which questions did the class find hardest?',
  'Who is falling behind?',
  'What are the most common misconceptions?',
];

export const MAX_WORKS = 3;
export const name = (s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}`;
export const pct = (n: number | null) => (n === null ? 'no answers yet' : `${n}%`);
export const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function draft(
  intent: IntentName | null,
  paragraphs: string[],
  rest: Partial<Omit<AnswerDraft, 'intent' | 'text'>> = {},
): AnswerDraft {
  return {
    intent,
    text: paragraphs.filter((p) => p.length > 0).join('\n\n'),
    figures: rest.figures ?? [],
    links: rest.links ?? [],
    promptSuggestions: rest.promptSuggestions ?? [],
    dataPromptSuggestions: rest.dataPromptSuggestions ?? [],
  };
}

export function unsure(scope: AskScope): AnswerDraft {
  return draft(
    null,
    [
      'I am not sure what you are asking, so I will not guess.',
      'I answer questions about your own classes from their work in Mathsight: who has done the work, who holds a misconception, what to re-teach, how a class did on a topic, and a student’s strengths. Try one of the questions below.',
    ],
    { promptSuggestions: PROMPT_SUGGESTIONS, dataPromptSuggestions: dataSuggestions(scope) },
  );
}

export function dataSuggestions(scope: AskScope) {
  const first = scope.classes[0];
  const student = scope.roster[0];
  return [
    ...(first
      ? [
          `Who has not done this week's work in ${first.code}?`,
          `What should I re-teach to ${first.code} next?`,
          `How did ${first.code} do on the last work?`,
        ]
      : []),
    ...(student ? [`How is ${student.firstName} ${student.lastName} doing?`] : []),
  ];
}

export function whichClass(
  _intent: IntentName,
  scope: AskScope,
  example: (code: string) => string,
): AnswerDraft {
  return draft(
    null,
    [
      scope.classes.length === 0
        ? 'You have no classes in this school yet, so there is nothing of yours to look at.'
        : `Which class do you mean? You teach ${listNames(scope.classes.map((c) => c.code))}.`,
    ],
    {
      promptSuggestions: PROMPT_SUGGESTIONS,
      dataPromptSuggestions: scope.classes.slice(0, 6).map((c) => example(c.code)),
      links: scope.classes
        .slice(0, 6)
        .map((c) => ({ label: `Class ${c.code}`, href: L.classPage(scope.schoolId, c.groupId) })),
    },
  );
}

export function whichStudent(_intent: IntentName | null, students: RosterStudent[]): AnswerDraft {
  return draft(null, [`Which ${students[0]?.firstName ?? 'student'} do you mean?`], {
    promptSuggestions: PROMPT_SUGGESTIONS,
    dataPromptSuggestions: students.slice(0, 6).map((s) => `How is ${name(s)} doing?`),
  });
}

export function whichStudentOf(scope: AskScope, example: (n: string) => string): AnswerDraft {
  return draft(null, ['Which student do you mean? Name them as they are on your class list.'], {
    promptSuggestions: PROMPT_SUGGESTIONS,
    dataPromptSuggestions: scope.roster.slice(0, 6).map((s) => example(name(s))),
  });
}

/** The class's work of this week (or last week / the latest when asked or when none this week). */

export async function worksOf(
  data: AssistantData,
  ask: Ask,
  groupId: number | undefined,
): Promise<{ works: RecentWork[]; when: string }> {
  const { scope, e } = ask;
  if (e.time === 'this week' || e.time === 'last week' || e.time === undefined) {
    const week = await data.workOfWeek(
      scope.caller,
      scope.schoolId,
      groupId,
      scope.now,
      e.time === 'last week',
    );
    if (week.length > 0 || e.time !== undefined) {
      return { works: week.slice(0, MAX_WORKS), when: e.time ?? 'this week' };
    }
  }
  const { recentWork } = await data.recent(scope.caller, scope.schoolId, groupId);
  return { works: recentWork.slice(0, MAX_WORKS), when: 'recently' };
}

export async function latestWork(
  data: AssistantData,
  ask: Ask,
): Promise<RecentWork | { assignmentId: number; name?: string } | undefined> {
  if (ask.assignmentId !== undefined) return { assignmentId: ask.assignmentId };
  const { recentWork } = await data.recent(ask.scope.caller, ask.scope.schoolId, ask.group?.groupId);
  // The newest ended (or open) work that someone started, else the newest.
  return recentWork.find((w) => w.startedCount > 0) ?? recentWork[0];
}
