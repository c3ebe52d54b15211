import { type Ask, dataSuggestions, draft, PROMPT_SUGGESTIONS, unsure, whichStudent } from './answer-kit.ts';
import type { AnswerDraft, AskScope, AssistantAnswerer } from './answerer.ts';
import { hardest, holders, improved, reteach, topic, topMisconceptions } from './answers-misconceptions.ts';
import { classes, classSize, studentProfile, studentWork } from './answers-students.ts';
import {
  behind,
  completion,
  notDone,
  parentsEvening,
  recentWork,
  summary,
  topScorers,
} from './answers-work.ts';
import type { AssistantData } from './assistant-data.ts';
import { extractEntities } from './entities.ts';
import type { IntentRecogniser } from './intent-recogniser.ts';
import type { IntentName } from './intents.ts';

export { PROMPT_SUGGESTIONS } from './answer-kit.ts';

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
    if (e.ambiguousStudents && !ask.student) return whichStudent(intent, e.ambiguousStudents);
    if (intent === null) return unsure(scope);
    return this.#handlers[intent](ask);
  }

  readonly #handlers: Record<IntentName, (ask: Ask) => Promise<AnswerDraft> | AnswerDraft> = {
    'misconception.holders': (ask) => holders(this.data, ask),
    'work.notDone': (ask) => notDone(this.data, ask),
    'reteach.next': (ask) => reteach(this.data, ask, 'reteach.next'),
    'set.next': (ask) => reteach(this.data, ask, 'set.next'),
    'work.summary': (ask) => summary(this.data, ask),
    'parents.evening': (ask) => parentsEvening(this.data, ask),
    'topic.classResult': (ask) => topic(this.data, ask),
    'growth.mostImproved': (ask) => improved(this.data, ask),
    'questions.hardest': (ask) => hardest(this.data, ask),
    'students.fallingBehind': (ask) => behind(this.data, ask),
    'student.profile': (ask) => studentProfile(this.data, ask, 'student.profile'),
    'student.misconceptions': (ask) => studentProfile(this.data, ask, 'student.misconceptions'),
    'student.recentWork': (ask) => studentWork(this.data, ask),
    'classes.list': (ask) => classes(ask),
    'class.size': (ask) => classSize(ask),
    'class.completion': (ask) => completion(this.data, ask, 'class.completion'),
    'class.averageScore': (ask) => completion(this.data, ask, 'class.averageScore'),
    'work.recent': (ask) => recentWork(this.data, ask),
    'work.topScorers': (ask) => topScorers(this.data, ask),
    'misconceptions.top': (ask) => topMisconceptions(this.data, ask),
    help: (ask) =>
      draft(
        'help',
        [
          'Ask me about your own classes and students, in your own words. I answer from the work they have done in Mathsight, and every number comes from the same figures as the results and report pages.',
          'Name a class by its code (like 8A) or a student by name. I can say who has not done the work, who holds a misconception, what to re-teach or set next, how a class did on a topic, who improved most, which questions were hardest, and write a few lines per student for parents’ evening.',
        ],
        { promptSuggestions: PROMPT_SUGGESTIONS, dataPromptSuggestions: dataSuggestions(ask.scope) },
      ),
    greeting: (ask) =>
      draft('greeting', ['Hello. Ask me about your classes, for example one of these.'], {
        promptSuggestions: PROMPT_SUGGESTIONS,
        dataPromptSuggestions: dataSuggestions(ask.scope),
      }),
  };
}
