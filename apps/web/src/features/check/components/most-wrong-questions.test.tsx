import { MantineProvider } from '@mantine/core';
import type { RecentWork, WrongQuestion } from '@mathsight/contract/insights.ts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MostWrongQuestions, workContextText, wrongShareText } from './most-wrong-questions.tsx';

const work = (assignmentId: number, code: string, endDate: string): RecentWork => ({
  assignmentId,
  kind: 'DiagnosticQuiz',
  name: 'Number check-up',
  startDate: '2030-02-20T08:30:00Z',
  endDate,
  dueStatus: 'Ended',
  groups: [{ groupId: assignmentId, code }],
  studentCount: 30,
  startedCount: 29,
  completedCount: 29,
  completionPercent: 97,
  averageScorePercent: 60,
  answeredPercent: 100,
  questionCount: 6,
});

const wrong = (assignmentId: number, wrongCount: number, answeredCount: number): WrongQuestion => ({
  assignmentId,
  assignmentName: 'Number check-up',
  questionId: 100 + assignmentId,
  sequence: 2,
  stem: 'What is 3 + 4?',
  answeredCount,
  wrongCount,
  wrongPercent: Math.round((100 * wrongCount) / answeredCount),
  commonWrongLetter: null,
  commonMisconceptionId: null,
  commonMisconceptionName: null,
});

describe('the questions most answered wrongly', () => {
  it('gives the share wrong with the count beside it', () => {
    expect(wrongShareText({ wrongPercent: 62, wrongCount: 18, answeredCount: 29 })).toBe(
      '62 % wrong · 18 of 29',
    );
  });

  it('says ended or ends by the date', () => {
    const now = new Date('2030-03-02T12:00:00Z');
    const ended = work(1, '8A', '2030-03-01T15:00:00Z');
    expect(workContextText(ended, now)).toBe('8A · ended Fri 1 Mar, 15:00');
    expect(workContextText(work(2, '8B', '2030-03-04T15:00:00Z'), now)).toBe('8B · ends Mon 4 Mar, 15:00');
  });

  it('tells apart the same quiz set for two classes by class and date', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <MostWrongQuestions
            schoolId={1}
            items={[wrong(1, 2, 2), wrong(2, 18, 29)]}
            recentWork={[work(1, '8A', '2020-03-01T15:00:00Z'), work(2, '8B', '2020-03-03T15:00:00Z')]}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    const entries = within(
      screen.getByRole('list', { name: 'Questions most answered wrongly' }),
    ).getAllByRole('listitem');
    expect(entries.map((e) => within(e).getByRole('link').textContent)).toEqual([
      'Number check-up, question 2: 100 % wrong · 2 of 2',
      'Number check-up, question 2: 62 % wrong · 18 of 29',
    ]);
    expect(screen.getAllByTestId('wrong-question-context').map((e) => e.textContent)).toEqual([
      '8A · ended Sun 1 Mar 2020, 15:00',
      '8B · ended Tue 3 Mar 2020, 15:00',
    ]);
  });
});
