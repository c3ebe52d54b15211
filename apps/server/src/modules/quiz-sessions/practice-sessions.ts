import { QUIZ_SESSION_MESSAGES, type SubmitAnswerRequest } from '@mathsight/contract/quiz-sessions.ts';
import { badRequest, MESSAGES } from '../../http/errors.ts';
import { assertOwnWork } from '../../policies/work.ts';
import { workConflict } from '../../work/work-conflict.ts';
import { nextQuestion, questionDifficulty, referenceYearOf, updateAbility } from './next-question.ts';
import type { AnswerRow, SessionContext } from './quiz-session-rows.ts';
import type { QuizSessionsRepository } from './quiz-sessions.repository.ts';
import { feedbackOf, toStudentAnswer } from './quiz-summary.ts';

/**
 * Independent practice inside a quiz session with no assignment: each next question chosen from the
 * student's ability on the unit's strand (pure next-question.ts), and the ability moved by each answer.
 */
export class PracticeSessions {
  constructor(private readonly repo: QuizSessionsRepository) {}

  async #model(session: SessionContext) {
    const unit = await this.repo.practice.topicUnit(session.topicUnitId ?? 0);
    assertOwnWork(unit);
    const [candidates, ability] = await Promise.all([
      this.repo.practice.candidates(unit.id),
      this.repo.practice.ability(session.studentId, unit.strand),
    ]);
    return { unit, candidates, ability, referenceYear: referenceYearOf(candidates) };
  }

  async next(session: SessionContext, answers: AnswerRow[]) {
    const { candidates, ability } = await this.#model(session);
    return nextQuestion(candidates, new Set(answers.map((a) => a.questionId)), ability)?.questionId ?? null;
  }

  async answer(session: SessionContext, request: SubmitAnswerRequest, now: Date) {
    const { unit, candidates, referenceYear } = await this.#model(session);
    const candidate = candidates.find((c) => c.questionId === request.questionId);
    if (!candidate) throw badRequest(MESSAGES.invalid, { questionId: [QUIZ_SESSION_MESSAGES.notInQuiz] });
    if ((request.attempt ?? 1) !== 1) throw workConflict('retryNotAllowed');
    const difficulty = questionDifficulty(candidate, referenceYear);
    let row = await this.repo.practice.insertPracticeAnswer(
      {
        schoolId: session.schoolId,
        quizSessionId: session.quizSessionId,
        studentId: session.studentId,
        questionId: request.questionId,
        letter: request.letter,
        confidence: request.confidence ?? null,
        timeTakenMs: request.timeTakenMs,
        answeredAt: now,
        clientAnswerId: request.clientAnswerId,
        strand: unit.strand,
      },
      (current, isCorrect) => updateAbility(current, difficulty, isCorrect),
    );
    const created = row !== null;
    row ??= await this.repo.practice.storedPracticeAnswer(request.clientAnswerId, session.studentId);
    if (!row) throw workConflict('alreadyAnswered');
    const answers = await this.repo.practiceAnswersOf(session.quizSessionId);
    const ability = await this.repo.practice.ability(session.studentId, unit.strand);
    const next = nextQuestion(candidates, new Set(answers.map((a) => a.questionId)), ability);
    const options = await this.repo.options([row.questionId]);
    return {
      answer: toStudentAnswer(row, feedbackOf(row, options)),
      created,
      answeredCount: answers.length,
      questionCount: candidates.length,
      nextQuestionId: next?.questionId ?? null,
    };
  }
}
