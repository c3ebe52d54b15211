import type { OptionLetter } from '@mathsight/contract/content.ts';
import type {
  LiveLessonBoard,
  LiveLessonHead,
  LiveLessonStudentView,
  LiveLessonTeacherView,
  LiveQuestion,
  LiveStudent,
  MyVote,
  OptionShare,
  ReasonGroup,
  RoundSummary,
  TeacherVote,
} from '@mathsight/contract/live-lessons.ts';
import type { MisconceptionFeedback } from '@mathsight/contract/quiz-sessions.ts';
import type { LessonHead, LiveLessonsRepository, Phase, VoteRow } from './live-lessons.repository.ts';

type QuestionRows = Awaited<ReturnType<LiveLessonsRepository['questions']>>;

/** A question of the lesson with its options as the bank marks them. */
export interface KeyedQuestion {
  question: LiveQuestion;
  correctLetter: OptionLetter;
  options: Array<{ letter: OptionLetter; isCorrect: boolean; misconception: MisconceptionFeedback | null }>;
}

/** Everything one lesson's views are drawn from: read once per change, whoever is listening. */
export interface LessonSnapshot {
  head: LessonHead;
  joinUrl: string;
  questions: KeyedQuestion[];
  reached: Map<number, Phase>;
  roster: Array<{ studentId: number; name: string; joined: boolean }>;
  /** Votes on the open question. */
  votes: VoteRow[];
}

export function keyedQuestions(rows: QuestionRows): KeyedQuestion[] {
  const byQuestion = Map.groupBy(rows, (r) => r.question_id);
  return [...byQuestion.values()].flatMap((options) => {
    const first = options[0];
    if (!first) return [];
    const key = options.find((o) => o.is_correct);
    return [
      {
        question: {
          questionId: first.question_id,
          sequence: first.sequence,
          stem: first.stem,
          diagramSvg: first.diagram_svg,
          diagramAlt: first.diagram_alt,
          options: options.map((o) => ({ letter: o.letter as OptionLetter, text: o.text })),
        },
        correctLetter: (key?.letter ?? 'A') as OptionLetter,
        options: options.map((o) => ({
          letter: o.letter as OptionLetter,
          isCorrect: o.is_correct,
          misconception:
            o.is_correct || o.misconception_id === null
              ? null
              : {
                  misconceptionId: o.misconception_id,
                  name: o.misconception_name ?? '',
                  howToFix: o.how_to_fix ?? '',
                },
        })),
      },
    ];
  });
}

const REVEALED_1: readonly Phase[] = ['Revealed', 'Revoting', 'RevoteRevealed'];

function open(s: LessonSnapshot): KeyedQuestion | null {
  if (s.head.phase === 'Ended' || s.head.currentQuestionId === null) return null;
  return s.questions.find((q) => q.question.questionId === s.head.currentQuestionId) ?? null;
}

function shares(q: KeyedQuestion, votes: VoteRow[]): OptionShare[] {
  return q.options.map((o) => ({
    letter: o.letter,
    count: votes.filter((v) => v.letter === o.letter).length,
    isCorrect: o.isCorrect,
    misconception: o.misconception,
  }));
}

function rounds(s: LessonSnapshot, q: KeyedQuestion, teacher: boolean): RoundSummary[] {
  const phase = s.head.phase;
  const first = s.votes.filter((v) => v.round === 1);
  const out: RoundSummary[] = [
    {
      round: 1,
      votedCount: first.length,
      distribution: teacher || REVEALED_1.includes(phase) ? shares(q, first) : null,
    },
  ];
  if (phase === 'Revoting' || phase === 'RevoteRevealed') {
    const second = s.votes.filter((v) => v.round === 2);
    out.push({
      round: 2,
      votedCount: second.length,
      distribution: teacher || phase === 'RevoteRevealed' ? shares(q, second) : null,
    });
  }
  return out;
}

function head(s: LessonSnapshot, teacher: boolean): LiveLessonHead {
  const q = open(s);
  return {
    liveLessonId: s.head.id,
    name: s.head.name,
    groupId: s.head.groupId,
    groupName: s.head.groupName,
    assignmentId: s.head.assignmentId,
    joinCode: s.head.joinCode,
    joinUrl: s.joinUrl,
    phase: s.head.phase,
    startedAt: s.head.startedAt.toISOString(),
    endedAt: s.head.endedAt?.toISOString() ?? null,
    questionCount: s.questions.length,
    joinedCount: s.roster.filter((r) => r.joined).length,
    studentCount: s.roster.length,
    question: q?.question ?? null,
    correctLetter: q && (teacher || REVEALED_1.includes(s.head.phase)) ? q.correctLetter : null,
    rounds: q ? rounds(s, q, teacher) : [],
  };
}

export function toBoard(s: LessonSnapshot): LiveLessonBoard {
  return {
    ...head(s, false),
    reasons: s.votes
      .filter((v) => v.reason !== null && !v.reasonHidden)
      .map((v) => ({ voteId: v.id, text: v.reason ?? '', letter: v.letter as OptionLetter, round: v.round })),
  };
}

function teacherVote(v: VoteRow | undefined): TeacherVote | null {
  if (!v) return null;
  return {
    voteId: v.id,
    round: v.round,
    letter: v.letter as OptionLetter,
    isCorrect: v.isCorrect,
    misconceptionId: v.misconceptionId,
    studentAnswerId: v.studentAnswerId,
    reason: v.reason,
    reasonHidden: v.reasonHidden,
    votedAt: v.votedAt.toISOString(),
  };
}

export function toTeacherView(s: LessonSnapshot): LiveLessonTeacherView {
  const q = open(s);
  const nameOf = new Map(s.roster.map((r) => [r.studentId, r.name]));
  const votesOf = Map.groupBy(s.votes, (v) => v.studentId);
  const students: LiveStudent[] = s.roster.map((r) => {
    const mine = votesOf.get(r.studentId) ?? [];
    const first = mine.find((v) => v.round === 1);
    const second = mine.find((v) => v.round === 2);
    return {
      ...r,
      first: teacherVote(first),
      second: teacherVote(second),
      movedToRight: first?.isCorrect === false && second?.isCorrect === true,
    };
  });
  const reasonGroups: ReasonGroup[] = q
    ? q.options.flatMap((o) => {
        const reasons = s.votes
          .filter((v) => v.letter === o.letter && v.reason !== null)
          .map((v) => ({
            voteId: v.id,
            studentId: v.studentId,
            studentName: nameOf.get(v.studentId) ?? '',
            round: v.round,
            letter: o.letter,
            text: v.reason ?? '',
            hidden: v.reasonHidden,
          }));
        return reasons.length ? [{ misconception: o.misconception, isCorrect: o.isCorrect, reasons }] : [];
      })
    : [];
  const holders = q
    ? q.options.flatMap((o) => {
        if (!o.misconception) return [];
        const ids = students
          .filter((st) => (st.second ?? st.first)?.letter === o.letter)
          .map((st) => st.studentId);
        return ids.length ? [{ misconception: o.misconception, letter: o.letter, studentIds: ids }] : [];
      })
    : [];
  return {
    ...toBoard(s),
    ...head(s, true),
    questions: s.questions.map((k) => ({
      ...k.question,
      correctLetter: k.correctLetter,
      reached: (() => {
        const r = s.reached.get(k.question.questionId);
        return r === undefined || r === 'Waiting' || r === 'Ended' ? null : r;
      })(),
    })),
    students,
    reasonGroups,
    holders,
  };
}

export function toMyVote(v: VoteRow, phase: Phase): MyVote {
  const revealed = v.round === 1 ? REVEALED_1.includes(phase) : phase === 'RevoteRevealed';
  return {
    voteId: v.id,
    questionId: v.questionId,
    round: v.round,
    letter: v.letter as OptionLetter,
    reason: v.reason,
    votedAt: v.votedAt.toISOString(),
    isCorrect: revealed ? v.isCorrect : null,
  };
}

export function toStudentView(s: LessonSnapshot, studentId: number): LiveLessonStudentView {
  const q = open(s);
  const phase = s.head.phase;
  return {
    liveLessonId: s.head.id,
    name: s.head.name,
    groupName: s.head.groupName,
    phase,
    question: q?.question ?? null,
    openRound: phase === 'Voting' ? 1 : phase === 'Revoting' ? 2 : null,
    correctLetter: q && REVEALED_1.includes(phase) ? q.correctLetter : null,
    myVotes: s.votes.filter((v) => v.studentId === studentId).map((v) => toMyVote(v, phase)),
  };
}
