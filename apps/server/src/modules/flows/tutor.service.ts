import {
  type ChatWithTutorRequest,
  ChatWithTutorRequestSchema,
  type ChatWithTutorResult,
  TUTOR_HINT_CAP,
  TUTOR_MESSAGES,
  type TutorSituation,
} from '@mathsight/contract/flow-tutor.ts';
import type { PiiPerson } from '../../assistant-model/pii-guard.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, conflict, MESSAGES, notFound } from '../../http/errors.ts';
import { assertOwnFlow } from '../../policies/flows.ts';
import { questionOf, revealsMarks } from './flows.presenter.ts';
import type { FlowItemRow, FlowSessionRow, FlowsRepository } from './flows.repository.ts';
import type { TutorPerson, TutorRepository } from './tutor.repository.ts';
import { hintSteps, keyFormsOf } from './tutor-hint.ts';
import type { TutorWording } from './tutor-wording.ts';

/**
 * Chat with tutor (issue 32 point 6, decision 0050): a student asks for help on a question of their
 * own lesson flow. The server reads their latest answer to it from the flow's own items (never from
 * the client), builds the built-in hint (tutor-hint.ts), takes one of the question's capped hints,
 * and, with the assistant's model configured, lets the model word it (tutor-wording.ts).
 */
export class TutorService {
  constructor(
    private readonly flows: FlowsRepository,
    private readonly repo: TutorRepository,
    private readonly wording: TutorWording | null,
  ) {}

  async chat(caller: Caller, sessionId: number, input: ChatWithTutorRequest): Promise<ChatWithTutorResult> {
    const request = ChatWithTutorRequestSchema.parse(input);
    const session = await this.flows.findSession(sessionId);
    if (!session) throw notFound();
    assertOwnFlow(caller, session);
    const items = await this.flows.items(session.id);
    const item = items.find((i) => i.id === request.flowItemId);
    if (!item) throw notFound();
    const content = questionOf(item);
    if (!content) throw badRequest(MESSAGES.invalid, { flowItemId: [TUTOR_MESSAGES.notAQuestion] });
    const [question, skill] = await Promise.all([
      this.flows.questions([content.questionId]).then((q) => q[0]),
      this.repo.skillOf(content.questionId),
    ]);
    if (!question) throw notFound();

    const answered = latestAnswer(items, question.questionId);
    const situation = situationOf(session, answered);
    const chosen = question.options.find((o) => o.letter === answered?.responseValue) ?? null;
    const steps = hintSteps({ question, skill, situation, chosen });
    const base = { questionId: question.questionId, situation, note: null };
    if (situation === 'rightAnswer') {
      return { ...base, hintNumber: 0, hintsLeft: 0, items: steps[0] ?? [], source: 'built-in' };
    }

    const basisItemId = answered?.id ?? 0;
    const hintNumber = await this.repo.takeHint(session.id, question.questionId, basisItemId, TUTOR_HINT_CAP);
    if (hintNumber === null) throw conflict(TUTOR_MESSAGES.noMoreHints);
    const builtIn = steps[hintNumber - 1] ?? steps.at(-1) ?? [];
    const result = { ...base, hintNumber, hintsLeft: TUTOR_HINT_CAP - hintNumber };
    if (!this.wording) return { ...result, items: builtIn, source: 'built-in' };

    const worded = await this.wording.word({
      items: builtIn,
      situation,
      message: request.message,
      people: await this.#people(session),
      keyForms: keyFormsOf(question),
      hintNumber,
    });
    if (worded.source === 'built-in')
      return { ...result, items: builtIn, source: 'built-in', note: worded.note };
    await this.repo.markWorded(session.id, question.questionId, basisItemId, hintNumber);
    return { ...result, items: worded.items, source: 'model' };
  }

  /** The student and everyone of their school: none of their names may reach the model. */
  async #people(session: FlowSessionRow): Promise<PiiPerson[]> {
    const [self, school] = await Promise.all([
      this.repo.person(session.userId),
      session.schoolId === null ? [] : this.repo.schoolPeople(session.schoolId),
    ]);
    return [...self, ...school].map(piiPerson);
  }
}

function piiPerson(p: TutorPerson): PiiPerson {
  const kind = p.kind;
  const display = `${p.title ? `${p.title} ` : ''}${p.firstName} ${p.lastName}`.trim();
  const values = [`${p.firstName} ${p.lastName}`, p.firstName, p.lastName, p.userName, p.email];
  return { kind, display, values: values.filter((v): v is string => !!v && v.trim().length > 0) };
}

/** The student's latest response to the question in this flow (its first answer or its retry). */
function latestAnswer(items: FlowItemRow[], questionId: number): FlowItemRow | null {
  let latest: FlowItemRow | null = null;
  for (const i of items) {
    if (i.responseValue !== null && questionOf(i)?.questionId === questionId) latest = i;
  }
  return latest;
}

/** Set work with feedback at the end: the tutor must not tell right from wrong before the flow does. */
function situationOf(session: FlowSessionRow, answered: FlowItemRow | null): TutorSituation {
  if (!answered) return 'noAnswer';
  if (!revealsMarks(session, session.finishedAt !== null)) return 'markHidden';
  return answered.responseIsCorrect ? 'rightAnswer' : 'wrongAnswer';
}
