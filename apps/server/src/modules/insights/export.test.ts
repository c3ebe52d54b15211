import { inflateSync } from 'node:zlib';
import type { ResultsGrid } from '@mathsight/contract/insights.ts';
import { describe, expect, it } from 'vitest';
import { RIGHT_MARK, toCsv, toPdf, WRONG_MARK } from './export.ts';

const grid: ResultsGrid = {
  work: {
    assignmentId: 1,
    quizId: 1,
    schoolId: 1,
    kind: 'TopicQuiz',
    name: 'Fractions',
    startDate: null,
    endDate: null,
    dueStatus: null,
    feedbackMode: null,
    groups: [{ groupId: 1, code: '7A/Ma1' }],
    questionCount: 0,
    canEdit: true,
  },
  groupId: null,
  questions: [],
  students: [
    {
      studentId: 1,
      firstName: '@SUM(A1)',
      lastName: '=HYPERLINK("https://evil.example","Click")',
      groupId: 1,
      status: 'NotStarted',
      startedAt: null,
      completedAt: null,
      answeredCount: 0,
      correctCount: 0,
      scorePercent: null,
      completionPercent: 0,
      timeTakenMs: 0,
      effortPercent: null,
      effort: null,
      lessonFlowId: null,
      answers: [],
    },
  ],
  totals: {
    studentCount: 1,
    notStartedCount: 1,
    inProgressCount: 0,
    completedCount: 0,
    completionPercent: 0,
    answeredCount: 0,
    correctCount: 0,
    averageScorePercent: null,
    answeredPercent: null,
    averageTimeTakenMs: null,
    averageEffortPercent: null,
  },
};

describe('toCsv', () => {
  it('carries a student’s formula-like name as text, never as a formula', () => {
    const [, row] = toCsv(grid).split('\n');
    expect(row).toMatch(/^"'=HYPERLINK\(""https:\/\/evil\.example"",""Click""\)",'@SUM\(A1\),7A\/Ma1,/);
  });
});

/** Every stream of a PDF, inflated where it is compressed, as Latin-1 text. */
function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
  }
  return streams;
}

describe('toPdf', () => {
  it('marks answers with ✓ and ✗ drawn in an embedded font that has them', { timeout: 30_000 }, async () => {
    const student = grid.students[0];
    if (!student) throw new Error('no student');
    const cell = {
      studentAnswerId: 1,
      misconceptionId: null,
      confidence: null,
      timeTakenMs: 1000,
      answeredAt: '2025-03-03T09:00:00.000Z',
      retryStudentAnswerId: null,
      retryLetter: null,
      retryIsCorrect: null,
      teacherFeedback: null,
    };
    const question = (questionId: number) => ({
      questionId,
      sequence: questionId,
      stem: 'Work out',
      correctLetter: 'B' as const,
      bankCorrectLetter: 'B' as const,
      markCorrected: false,
      optionCounts: (['A', 'B', 'C', 'D'] as const).map((letter) => ({ letter, count: 0 })),
      answeredCount: 1,
      correctCount: 0,
      correctPercent: 0,
    });
    const pdf = await toPdf({
      ...grid,
      questions: [question(1), question(2)],
      students: [
        {
          ...student,
          firstName: 'Ada',
          lastName: 'Lovelace',
          answers: [
            { ...cell, questionId: 1, letter: 'B', isCorrect: true },
            { ...cell, questionId: 2, letter: 'A', isCorrect: false, retryLetter: 'B', retryIsCorrect: true },
          ],
        },
      ],
    });
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSymbols2/);
    // The marks font's ToUnicode map says which characters its glyphs draw: ✓ and ✗.
    const maps = pdfStreams(pdf).filter((s) => s.includes('begincmap'));
    const codes = (mark: string) => `<${mark.codePointAt(0)?.toString(16).padStart(4, '0')}>`;
    expect(maps.some((m) => m.includes(codes(RIGHT_MARK)) && m.includes(codes(WRONG_MARK)))).toBe(true);
  });
});
