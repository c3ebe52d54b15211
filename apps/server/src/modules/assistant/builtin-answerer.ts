import type { AssistantFigure, AssistantLink } from '@mathsight/contract/assistant.ts';
import type { RecentWork } from '@mathsight/contract/insights.ts';
import type { CompactGridStudent } from '@mathsight/contract/results-grid.ts';
import type { AnswerDraft, AskScope, AssistantAnswerer } from './answerer.ts';
import type { RosterStudent } from './assistant.repository.ts';
import type { AssistantData } from './assistant-data.ts';
import { assistantLinks as L } from './assistant-links.ts';
import { type Entities, extractEntities } from './entities.ts';
import type { IntentRecogniser } from './intent-recogniser.ts';
import type { IntentName } from './intents.ts';

type Group = { groupId: number; code: string };
interface Ask {
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

const MAX_WORKS = 3;
const name = (s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}`;
const pct = (n: number | null) => (n === null ? 'no answers yet' : `${n}%`);
const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function draft(
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

/**
 * The built-in data assistant (issue 29 point 1): recognises the kind of question (NLP.js, trained on
 * intents.ts), takes the names out of it against the caller's own classes and roster, asks the existing
 * services (assistant-data.ts) and words the answer from templates, with links into the product.
 * Unsure, or missing a class or student it needs, it answers with suggestions instead of guessing.
 */
export class BuiltInAnswerer implements AssistantAnswerer {
  readonly source = 'built-in' as const;

  constructor(
    private readonly recogniser: IntentRecogniser,
    private readonly data: AssistantData,
  ) {}

  async answer(question: string, scope: AskScope): Promise<AnswerDraft> {
    const e = extractEntities(question, scope.classes, scope.roster);
    const { intent } = await this.recogniser.recognise(e.plain);
    const ctx = scope.context;
    const ask: Ask = { scope, e };
    const fromContext = ctx?.kind === 'class' ? scope.classes.find((c) => c.groupId === ctx.id) : undefined;
    const contextStudent =
      ctx?.kind === 'student' ? scope.roster.find((s) => s.studentId === ctx.id) : undefined;
    ask.group = e.group ?? fromContext ?? (scope.classes.length === 1 ? scope.classes[0] : undefined);
    ask.student = e.student ?? contextStudent;
    if (ctx?.kind === 'assignment') ask.assignmentId = ctx.id;
    if (!ask.group && ask.student) {
      ask.group = scope.classes.find((c) => c.groupId === ask.student?.groupId);
    }
    if (e.ambiguousStudents && !ask.student) return this.whichStudent(intent, e.ambiguousStudents);
    if (intent === null) return this.unsure(scope);
    return this.#handlers[intent](ask);
  }

  // ------------------------------------------------------------ when the assistant needs more

  unsure(scope: AskScope): AnswerDraft {
    return draft(
      null,
      [
        'I am not sure what you are asking, so I will not guess.',
        'I answer questions about your own classes from their work in Mathsight: who has done the work, who holds a misconception, what to re-teach, how a class did on a topic, and a student’s strengths. Try one of the questions below.',
      ],
      { promptSuggestions: PROMPT_SUGGESTIONS, dataPromptSuggestions: this.#dataSuggestions(scope) },
    );
  }

  #dataSuggestions(scope: AskScope) {
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

  #whichClassDraft(_intent: IntentName, scope: AskScope, example: (code: string) => string): AnswerDraft {
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

  whichStudent(_intent: IntentName | null, students: RosterStudent[]): AnswerDraft {
    return draft(null, [`Which ${students[0]?.firstName ?? 'student'} do you mean?`], {
      promptSuggestions: PROMPT_SUGGESTIONS,
      dataPromptSuggestions: students.slice(0, 6).map((s) => `How is ${name(s)} doing?`),
    });
  }

  #whichStudentOf(scope: AskScope, example: (n: string) => string): AnswerDraft {
    return draft(null, ['Which student do you mean? Name them as they are on your class list.'], {
      promptSuggestions: PROMPT_SUGGESTIONS,
      dataPromptSuggestions: scope.roster.slice(0, 6).map((s) => example(name(s))),
    });
  }

  /** The class's work of this week (or last week / the latest when asked or when none this week). */
  async #works(ask: Ask, groupId: number | undefined): Promise<{ works: RecentWork[]; when: string }> {
    const { scope, e } = ask;
    if (e.time === 'this week' || e.time === 'last week' || e.time === undefined) {
      const week = await this.data.workOfWeek(
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
    const { recentWork } = await this.data.recent(scope.caller, scope.schoolId, groupId);
    return { works: recentWork.slice(0, MAX_WORKS), when: 'recently' };
  }

  // ------------------------------------------------------------ the intents

  readonly #handlers: Record<IntentName, (ask: Ask) => Promise<AnswerDraft> | AnswerDraft> = {
    'misconception.holders': (ask) => this.#holders(ask),
    'work.notDone': (ask) => this.#notDone(ask),
    'reteach.next': (ask) => this.#reteach(ask, 'reteach.next'),
    'set.next': (ask) => this.#reteach(ask, 'set.next'),
    'work.summary': (ask) => this.#summary(ask),
    'parents.evening': (ask) => this.#parentsEvening(ask),
    'topic.classResult': (ask) => this.#topic(ask),
    'growth.mostImproved': (ask) => this.#improved(ask),
    'questions.hardest': (ask) => this.#hardest(ask),
    'students.fallingBehind': (ask) => this.#behind(ask),
    'student.profile': (ask) => this.#studentProfile(ask, 'student.profile'),
    'student.misconceptions': (ask) => this.#studentProfile(ask, 'student.misconceptions'),
    'student.recentWork': (ask) => this.#studentWork(ask),
    'classes.list': (ask) => this.#classes(ask),
    'class.size': (ask) => this.#classSize(ask),
    'class.completion': (ask) => this.#completion(ask, 'class.completion'),
    'class.averageScore': (ask) => this.#completion(ask, 'class.averageScore'),
    'work.recent': (ask) => this.#recentWork(ask),
    'work.topScorers': (ask) => this.#topScorers(ask),
    'misconceptions.top': (ask) => this.#topMisconceptions(ask),
    help: (ask) =>
      draft(
        'help',
        [
          'Ask me about your own classes and students, in your own words. I answer from the work they have done in Mathsight, and every number comes from the same figures as the results and report pages.',
          'Name a class by its code (like 8A) or a student by name. I can say who has not done the work, who holds a misconception, what to re-teach or set next, how a class did on a topic, who improved most, which questions were hardest, and write a few lines per student for parents’ evening.',
        ],
        { promptSuggestions: PROMPT_SUGGESTIONS, dataPromptSuggestions: this.#dataSuggestions(ask.scope) },
      ),
    greeting: (ask) =>
      draft('greeting', ['Hello. Ask me about your classes, for example one of these.'], {
        promptSuggestions: PROMPT_SUGGESTIONS,
        dataPromptSuggestions: this.#dataSuggestions(ask.scope),
      }),
  };

  async #holders(ask: Ask): Promise<AnswerDraft> {
    const { scope, e, group } = ask;
    const recent = await this.data.recent(scope.caller, scope.schoolId, group?.groupId);
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
        [
          `No student in ${where} chose an answer showing "${wanted.name}" in the work of the last six weeks.`,
        ],
        { figures: [{ label: 'Students holding it', value: '0' }] },
      );
    }
    const perWork = await Promise.all(
      held.assignmentIds
        .slice(0, MAX_WORKS)
        .map((id) => this.data.misconceptions(scope.caller, id, group?.groupId)),
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

  async #notDone(ask: Ask): Promise<AnswerDraft> {
    const { scope, group } = ask;
    if (!group)
      return this.#whichClassDraft(
        'work.notDone',
        scope,
        (c) => `Who has not done this week's work in ${c}?`,
      );
    const { works, when } = await this.#works(ask, group.groupId);
    if (works.length === 0) {
      return draft('work.notDone', [`${group.code} has no work set ${when}.`], {
        figures: [{ label: 'Pieces of work', value: '0' }],
        links: [{ label: 'Plan work', href: L.plan(scope.schoolId) }],
      });
    }
    const grids = await this.data.grids(
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

  async #reteach(ask: Ask, intent: 'reteach.next' | 'set.next'): Promise<AnswerDraft> {
    const { scope, group } = ask;
    const recent = await this.data.recent(scope.caller, scope.schoolId, group?.groupId);
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
          : ((await this.data.misconceptions(scope.caller, work, group?.groupId)).items.find(
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

  async #latestWork(ask: Ask): Promise<RecentWork | { assignmentId: number; name?: string } | undefined> {
    if (ask.assignmentId !== undefined) return { assignmentId: ask.assignmentId };
    const { recentWork } = await this.data.recent(ask.scope.caller, ask.scope.schoolId, ask.group?.groupId);
    // The newest ended (or open) work that someone started, else the newest.
    return recentWork.find((w) => w.startedCount > 0) ?? recentWork[0];
  }

  async #summary(ask: Ask): Promise<AnswerDraft> {
    const { scope, group } = ask;
    const work = await this.#latestWork(ask);
    if (!work)
      return draft(
        'work.summary',
        [`There is no recent work${group ? ` for ${group.code}` : ''} to sum up.`],
        { figures: [{ label: 'Pieces of work', value: '0' }] },
      );
    const grid = await this.data.grid(scope.caller, work.assignmentId, group?.groupId);
    const t = grid.totals;
    const misconceptions = await this.data.misconceptions(scope.caller, work.assignmentId, group?.groupId);
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

  async #parentsEvening(ask: Ask): Promise<AnswerDraft> {
    const { scope, group } = ask;
    if (!group)
      return this.#whichClassDraft('parents.evening', scope, (c) => `Parents' evening notes for ${c}`);
    const { recentWork } = await this.data.recent(scope.caller, scope.schoolId, group.groupId);
    const works = recentWork.slice(0, MAX_WORKS);
    const [grids, held] = await Promise.all([
      this.data.grids(
        scope.caller,
        works.map((w) => w.assignmentId),
        group.groupId,
      ),
      Promise.all(works.map((w) => this.data.misconceptions(scope.caller, w.assignmentId, group.groupId))),
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

  async #topic(ask: Ask): Promise<AnswerDraft> {
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
    if (!group)
      return this.#whichClassDraft('topic.classResult', scope, (c) => `How did ${c} do on ${e.topic?.name}?`);
    const report = await this.data.topicReport(scope.caller, scope.schoolId, e.topic.topicUnitId);
    const row = report.classes.find((c) => c.groupId === group.groupId);
    const link = {
      label: `Topic report: ${e.topic.name}`,
      href: L.topicReport(scope.schoolId, e.topic.topicUnitId),
    };
    if (!row || row.answers === 0 || report.topic?.topicUnitId !== e.topic.topicUnitId) {
      return draft(
        'topic.classResult',
        [
          `${group.code} has not answered questions on "${e.topic.name}" in the last ${report.months} months.`,
        ],
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

  async #improved(ask: Ask): Promise<AnswerDraft> {
    const { scope, group } = ask;
    if (!group)
      return this.#whichClassDraft(
        'growth.mostImproved',
        scope,
        (c) => `Who improved most in ${c} this half-term?`,
      );
    const growth = await this.data.classGrowth(scope.caller, scope.schoolId, group.groupId);
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

  async #hardest(ask: Ask): Promise<AnswerDraft> {
    const { scope, group } = ask;
    const recent = await this.data.recent(scope.caller, scope.schoolId, group?.groupId);
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

  async #behind(ask: Ask): Promise<AnswerDraft> {
    const { scope, group } = ask;
    if (!group)
      return this.#whichClassDraft('students.fallingBehind', scope, (c) => `Who is falling behind in ${c}?`);
    const { recentWork } = await this.data.recent(scope.caller, scope.schoolId, group.groupId);
    const works = recentWork.filter((w) => w.dueStatus !== 'Scheduled').slice(0, MAX_WORKS);
    const grids = await this.data.grids(
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

  async #studentProfile(
    ask: Ask,
    intent: 'student.profile' | 'student.misconceptions',
  ): Promise<AnswerDraft> {
    const { scope, student } = ask;
    if (!student) return this.#whichStudentOf(scope, (n) => `How is ${n} doing?`);
    const [profile, misconceptions] = await this.data.studentProfile(
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

  async #studentWork(ask: Ask): Promise<AnswerDraft> {
    const { scope, student } = ask;
    if (!student) return this.#whichStudentOf(scope, (n) => `Has ${n} done this week's work?`);
    const { works, when } = await this.#works({ ...ask, e: { ...ask.e, time: ask.e.time } }, student.groupId);
    const grids = await this.data.grids(
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

  #classes(ask: Ask): AnswerDraft {
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

  #classSize(ask: Ask): AnswerDraft {
    const { scope, group } = ask;
    if (!group) return this.#whichClassDraft('class.size', scope, (c) => `How many students are in ${c}?`);
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

  async #completion(ask: Ask, intent: 'class.completion' | 'class.averageScore'): Promise<AnswerDraft> {
    const { scope, group } = ask;
    const { recentWork } = await this.data.recent(scope.caller, scope.schoolId, group?.groupId);
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

  async #recentWork(ask: Ask): Promise<AnswerDraft> {
    const { scope, group } = ask;
    const { recentWork } = await this.data.recent(scope.caller, scope.schoolId, group?.groupId);
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

  async #topScorers(ask: Ask): Promise<AnswerDraft> {
    const { scope, group } = ask;
    const work = await this.#latestWork(ask);
    if (!work)
      return draft('work.topScorers', ['There is no recent work to look at.'], {
        figures: [{ label: 'Pieces of work', value: '0' }],
      });
    const grid = await this.data.grid(scope.caller, work.assignmentId, group?.groupId);
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

  async #topMisconceptions(ask: Ask): Promise<AnswerDraft> {
    const { scope, group } = ask;
    const recent = await this.data.recent(scope.caller, scope.schoolId, group?.groupId);
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
}
