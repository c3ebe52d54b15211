import { MantineProvider } from '@mantine/core';
import { type UsageReport, usageTable } from '@mathsight/contract/usage-report.ts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastWeeks, UsageReportBody } from './usage-report-page.tsx';

const report: UsageReport = {
  schoolId: 1,
  from: '2026-01-05',
  to: '2026-01-18',
  weeks: [
    {
      weekStart: '2026-01-05',
      teachersSettingWork: 2,
      studentsAnswering: 2,
      workSet: 2,
      workDone: 1,
      answers: 4,
    },
    {
      weekStart: '2026-01-12',
      teachersSettingWork: 1,
      studentsAnswering: 2,
      workSet: 1,
      workDone: 1,
      answers: 2,
    },
  ],
  classes: [{ groupId: 3, code: '8A', workSet: 2, workDone: 2, studentsAnswering: 2, answers: 5 }],
  features: [],
  experiments: [
    {
      experiment: 'wrong-answer-feedback',
      variant: 'control',
      studentsAssigned: 2,
      studentsExposed: 2,
      wrongFollowedByAnswer: 2,
      nextAnswerRight: 1,
      nextAnswerRightPercent: 50,
    },
    {
      experiment: 'wrong-answer-feedback',
      variant: 'next-step',
      studentsAssigned: 1,
      studentsExposed: 0,
      wrongFollowedByAnswer: 0,
      nextAnswerRight: 0,
      nextAnswerRightPercent: null,
    },
  ],
};

function show() {
  render(
    <MantineProvider>
      <UsageReportBody report={report} window={{ from: '2026-01-05', to: '2026-01-18' }} />
    </MantineProvider>,
  );
}

/** A table's cells as text, row by row (its header row first). */
function cellsOf(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

describe('the usage report screen (issue 32 point 2)', () => {
  it("shows the CSV's own headings and figures, a dash where the file is blank", () => {
    show();
    const classes = usageTable(report, 'classes');
    expect(cellsOf('Classes')).toEqual([classes.columns, ...classes.rows.map((r) => r.map(String))]);
    const experiments = usageTable(report, 'experiments');
    expect(cellsOf('Experiments')).toEqual([
      experiments.columns,
      ...experiments.rows.map((r) => r.map((c) => (c === null ? '–' : String(c)))),
    ]);
    // The weeks by their Monday, as a date; the figures as the file has them.
    expect(cellsOf('Week by week')[1]?.slice(1)).toEqual(['2', '2', '2', '1', '4']);
  });

  it('says what is missing when a table is empty, and offers each table as a CSV', () => {
    show();
    expect(screen.getByText(/No use recorded in these weeks/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Features used' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Download CSV of / })).toHaveLength(4);
  });

  it('takes the last weeks from the Monday of this school week', () => {
    expect(lastWeeks(12, new Date('2026-01-14T12:00:00Z'))).toEqual({ from: '2025-10-27', to: '2026-01-14' });
    expect(lastWeeks(1, new Date('2026-01-12T00:30:00Z'))).toEqual({ from: '2026-01-12', to: '2026-01-12' });
  });
});
