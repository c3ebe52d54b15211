import { QUIZ_SESSION_MESSAGES, type SubmitAnswerRequest } from '@mathsight/contract/quiz-sessions.ts';
import { badRequest, MESSAGES } from '../../http/errors.ts';
import { nearestQuestion } from '../../measurement/adaptive.ts';
import { difficultyPrior, topicPrior } from '../../measurement/priors.ts';
import { assertOwnWork } from '../../policies/work.ts';
import { workConflict } from '../../work/work-conflict.ts';
import type { AnswerRow, SessionContext } from './quiz-session-rows.ts';
import type { QuizSessionsRepository } from './quiz-sessions.repository.ts';
import { feedbackOf, toStudentAnswer } from './quiz-summary.ts';

/**
 * Independent practice inside a quiz session with no assignment: the dynamic quiz of decision 0014.
 * Each next question is the unanswered one of the unit whose calibrated difficulty is nearest the
 * student's topic measure (or, before their first answer on the topic, their strand measure widened;
 * or their year's prior), and each answer moves the measures in its own statement.
 */
export class PracticeSessions {
  constructor(private readonly repo: QuizSessionsRepository) {}

  async #model(session: SessionContext) {
    const unit = await this.repo.practice.topicUnit(session.topicUnitId ?? 0);
    assertOwnWork(unit);
    const candidates = (await this.repo.practice.candidates(unit.id)).map((c) => ({
      ...c,
      difficulty: { mean: c.calibrated ?? difficultyPrior(c).mean },
    }));
    return { unit, candidates };
  }

  /** Where the student stands on the unit now: the model's estimate the next question aims at. */
  async #ability(session: SessionContext, unit: { id: number; strand: string }) {
    const m = await this.repo.practice.measures(session.studentId, unit.id, unit.strand);
    return m.topic ?? topicPrior(m.strand, m.year);
  }

  async next(session: SessionContext, answers: AnswerRow[]) {
    const { unit, candidates } = await this.#model(session);
    const ability = await this.#ability(session, unit);
    return (
      nearestQuestion(candidates, new Set(answers.map((a) => a.questionId)), ability)?.questionId ?? null
    );
  }

  async answer(session: SessionContext, request: SubmitAnswerRequest, now: Date) {
    const { unit, candidates } = await this.#model(session);
    const candidate = candidates.find((c) => c.questionId === request.questionId);
    if (!candidate) throw badRequest(MESSAGES.invalid, { questionId: [QUIZ_SESSION_MESSAGES.notInQuiz] });
    if ((request.attempt ?? 1) !== 1) throw workConflict('retryNotAllowed');
    let row = await this.repo.practice.insertPracticeAnswer({
      schoolId: session.schoolId,
      quizSessionId: session.quizSessionId,
      studentId: session.studentId,
      questionId: request.questionId,
      letter: request.letter,
      confidence: request.confidence ?? null,
      timeTakenMs: request.timeTakenMs,
      answeredAt: now,
      clientAnswerId: request.clientAnswerId,
    });
    const created = row !== null;
    row ??= await this.repo.practice.storedPracticeAnswer(request.clientAnswerId, session.studentId);
    if (!row) throw workConflict('alreadyAnswered');
    const answers = await this.repo.practiceAnswersOf(session.quizSessionId);
    const ability = await this.#ability(session, unit);
    const next = nearestQuestion(candidates, new Set(answers.map((a) => a.questionId)), ability);
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
