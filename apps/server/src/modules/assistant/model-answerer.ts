import { askGuardedModel } from '../../assistant-model/guarded-model.ts';
import { PiiGuard, type PiiGuardLogger, type PiiPerson } from '../../assistant-model/pii-guard.ts';
import type { ModelProvider } from '../../assistant-model/provider.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { AnswerDraft, AnswerOptions, AskScope, AssistantAnswerer } from './answerer.ts';
import type { AssistantRepository, SchoolPerson } from './assistant.repository.ts';
import type { AssistantData } from './assistant-data.ts';
import type { BuiltInAnswerer } from './builtin-answerer.ts';
import { dataQueries } from './data-tools.ts';

/** Shown with the built-in answer when the question names someone or a class outside the caller's scope. */
export const OUTSIDE_SCOPE_NOTE =
  "This question names a student or class that is not in your classes, so it was not sent to the assistant's model; this is the built-in answer.";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A roster person's strings for the guard: display name, first and last names, username, UPN, email. */
function piiPerson(
  p: Pick<SchoolPerson, 'firstName' | 'lastName' | 'userName' | 'email' | 'upn'> & { title?: string | null },
  kind: 'student' | 'teacher',
): PiiPerson {
  const display = `${kind === 'teacher' && p.title ? `${p.title} ` : ''}${p.firstName} ${p.lastName}`.trim();
  const values = [`${p.firstName} ${p.lastName}`, p.firstName, p.lastName, p.userName, p.email, p.upn];
  return { kind, display, values: values.filter((v): v is string => !!v && v.trim().length > 0) };
}

/**
 * The model answerer (issue 29 points 2 and 3), in front of the built-in one when the school has a
 * model configured: the built-in answer is worked out first (its figures are the facts and are kept as
 * they are: every figure from the server), then the model words it through the PII guard, filled with
 * everyone in scope (the caller's roster and the school's teachers, then the school's other students),
 * with the same data queries as tools, checked against the scope. Any failure gives the built-in answer with a note. A question that
 * names a student or class of the school outside the caller's scope makes no model call at all.
 */
export class ModelAnswerer implements AssistantAnswerer {
  readonly source = 'model' as const;

  constructor(
    private readonly builtIn: BuiltInAnswerer,
    private readonly provider: ModelProvider,
    private readonly data: AssistantData,
    private readonly repo: AssistantRepository,
    private readonly access: SchoolAccessService,
    private readonly logger?: PiiGuardLogger,
  ) {}

  async answer(question: string, scope: AskScope, options: AnswerOptions = {}): Promise<AnswerDraft> {
    const base = await this.builtIn.answer(question, scope);
    const builtIn = (note: string): AnswerDraft => ({ ...base, source: 'built-in', note });
    const [teachers, schoolStudents, codes] = await Promise.all([
      this.repo.teachers(scope.schoolId),
      this.repo.schoolStudents(scope.schoolId),
      this.repo.schoolClassCodes(scope.schoolId),
    ]);
    const people = [
      ...scope.roster.map((s) => piiPerson(s, 'student')),
      ...teachers.map((t) => piiPerson(t, 'teacher')),
    ];
    const guard = new PiiGuard(people, undefined, this.logger);
    const inScope = new Set(scope.roster.map((s) => s.studentId));
    const others = schoolStudents.filter((s) => s.studentId !== null && !inScope.has(s.studentId));
    if (this.#namesOutside(guard.redact(question), scope, others, codes)) {
      this.logger?.warn({ schoolId: scope.schoolId }, 'assistant question names someone outside the scope');
      return builtIn(OUTSIDE_SCOPE_NOTE);
    }
    // The school's other students too, after the roster (theirs win a shared word): a work set to a
    // colleague's class as well shows their names in its grid, and those must not leave either.
    guard.addPeople(others.map((s) => piiPerson(s, 'student')));
    const result = await askGuardedModel({
      provider: this.provider,
      guard,
      question,
      facts: {
        intent: base.intent,
        answer: base.text,
        figures: base.figures,
        classes: scope.classes.map((c) => ({ classId: c.groupId, code: c.code })),
        ...(scope.context && { openedFrom: scope.context }),
      },
      queries: dataQueries(this.data, this.access, scope),
      ...(options.signal && { signal: options.signal }),
      ...(this.logger && { logger: this.logger }),
    });
    if (result.fallback) return builtIn(result.note);
    let text = '';
    for await (const event of result.stream) {
      if (event.type === 'fallback') {
        options.onEvent?.({ type: 'fallback', note: event.note });
        return builtIn(event.note);
      }
      text += event.text;
      options.onEvent?.({ type: 'delta', text: event.text });
    }
    return { ...base, text: text.trim(), source: 'model' };
  }

  /**
   * Whether the question (in-scope names already replaced) still names one of `others` (the school's
   * students not in the caller's roster), or a class of the school that is not theirs: fail closed, no model call.
   */
  #namesOutside(
    redacted: string,
    scope: AskScope,
    others: SchoolPerson[],
    codes: { groupId: number; code: string }[],
  ) {
    if (others.length > 0) {
      const outside = new PiiGuard(others.map((s) => piiPerson(s, 'student')));
      try {
        outside.assertClean({ body: redacted });
      } catch {
        return true;
      }
    }
    const mine = new Set(scope.classes.map((c) => c.groupId));
    const myCodes = new Set(scope.classes.map((c) => c.code.trim().toLowerCase()));
    return codes.some(
      (c) =>
        !mine.has(c.groupId) &&
        !myCodes.has(c.code.trim().toLowerCase()) &&
        c.code.trim().length > 0 &&
        new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(c.code.trim())}(?=$|[^\\p{L}\\p{N}])`, 'iu').test(
          redacted,
        ),
    );
  }
}
