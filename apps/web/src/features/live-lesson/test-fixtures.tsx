import { MantineProvider } from '@mantine/core';
import type {
  LiveLessonBoard,
  LiveLessonStudentView,
  LiveLessonTeacherView,
  RoundSummary,
} from '@mathsight/contract/live-lessons.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../shared/api/query-client.ts';

/** The lesson's views as the server sends them, for the screens' tests. */
const adds = { misconceptionId: 9, name: 'Adds the numerators and the denominators', howToFix: '…' };
const share = (letter: 'A' | 'B' | 'C' | 'D', count: number) => ({
  letter,
  count,
  isCorrect: letter === 'B',
  misconception: letter === 'A' ? adds : null,
});

export const question = {
  questionId: 501,
  sequence: 1,
  stem: 'Work out 1/2 + 1/3',
  diagramSvg: null,
  diagramAlt: null,
  options: [
    { letter: 'A' as const, text: '2/5' },
    { letter: 'B' as const, text: '5/6' },
    { letter: 'C' as const, text: '2/6' },
    { letter: 'D' as const, text: '1/5' },
  ],
};

export const round1: RoundSummary = {
  round: 1,
  votedCount: 3,
  distribution: [share('A', 2), share('B', 1), share('C', 0), share('D', 0)],
};

export function boardView(change: Partial<LiveLessonBoard> = {}): LiveLessonBoard {
  return {
    liveLessonId: 7,
    name: 'Adding fractions',
    groupId: 3,
    groupName: '8L',
    assignmentId: 40,
    joinCode: 'K7MPQX',
    joinUrl: 'http://localhost/live/join?code=K7MPQX',
    phase: 'Voting',
    startedAt: '2026-11-29T10:00:00Z',
    endedAt: null,
    questionCount: 2,
    joinedCount: 3,
    studentCount: 3,
    question,
    correctLetter: null,
    rounds: [{ ...round1, votedCount: 2, distribution: null }],
    reasons: [],
    ...change,
  };
}

const vote = (voteId: number, letter: 'A' | 'B', reason: string | null, hidden = false) => ({
  voteId,
  round: 1 as const,
  letter,
  isCorrect: letter === 'B',
  misconceptionId: letter === 'A' ? 9 : null,
  studentAnswerId: voteId + 100,
  reason,
  reasonHidden: hidden,
  votedAt: '2026-11-29T10:01:00Z',
});

export function teacherView(change: Partial<LiveLessonTeacherView> = {}): LiveLessonTeacherView {
  return {
    ...boardView({ phase: 'Revealed', correctLetter: 'B', rounds: [round1] }),
    questions: [
      { ...question, correctLetter: 'B', reached: 'Revealed' },
      { ...question, questionId: 502, sequence: 2, correctLetter: 'C', reached: null },
    ],
    students: [
      {
        studentId: 1,
        name: 'Ada Lovelace',
        joined: true,
        first: vote(11, 'A', 'I added both.'),
        second: null,
        movedToRight: false,
      },
      {
        studentId: 2,
        name: 'Ben Okri',
        joined: true,
        first: vote(12, 'B', null),
        second: null,
        movedToRight: false,
      },
      {
        studentId: 3,
        name: 'Cleo Ray',
        joined: true,
        first: vote(13, 'A', 'lol', true),
        second: null,
        movedToRight: false,
      },
    ],
    reasonGroups: [
      {
        misconception: adds,
        isCorrect: false,
        reasons: [
          {
            voteId: 11,
            studentId: 1,
            studentName: 'Ada Lovelace',
            round: 1,
            letter: 'A',
            text: 'I added both.',
            hidden: false,
          },
          {
            voteId: 13,
            studentId: 3,
            studentName: 'Cleo Ray',
            round: 1,
            letter: 'A',
            text: 'lol',
            hidden: true,
          },
        ],
      },
    ],
    holders: [{ misconception: adds, letter: 'A', studentIds: [1, 3] }],
    ...change,
  };
}

export function studentView(change: Partial<LiveLessonStudentView> = {}): LiveLessonStudentView {
  return {
    liveLessonId: 7,
    name: 'Adding fractions',
    groupName: '8L',
    phase: 'Voting',
    question,
    openRound: 1,
    correctLetter: null,
    myVotes: [],
    ...change,
  };
}

/** A screen at an address of the app, with a fresh data cache. */
export function renderAt(path: string, pattern: string, screen: ReactNode) {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={screen} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
