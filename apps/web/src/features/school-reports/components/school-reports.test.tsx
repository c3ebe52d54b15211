import { MantineProvider } from '@mantine/core';
import type { ClassReportRow, GroupReport, SchoolReport } from '@mathsight/contract/school-reports.ts';
import { levelGapText } from '@mathsight/contract/school-reports.ts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReportsTabs } from '../../../shared/reports/reports-tabs.tsx';
import { toMe } from '../../../shared/session/api/get-me.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { makeGroup, makeMeResponse } from '../../../test/me-fixture.ts';
import { GroupReportBody } from './group-report-page.tsx';
import { SchoolReportBody } from './school-report-page.tsx';

const labels = { secure: 4, developing: 10, notYet: 2, notEnough: 0 };
const row = (groupId: number, code: string, behind: ClassReportRow['behind'] = []): ClassReportRow => ({
  groupId,
  code,
  yearGroupId: 8,
  yearGroupName: 'Year 7',
  studentCount: 28,
  workDue: 56,
  handedIn: 42,
  completionPercent: 75,
  scorePercent: 58,
  proficiency: labels,
  levelGap: -0.3,
  levelGapSe: 0.1,
  measuredStudents: 26,
  behind,
});

const school: SchoolReport = {
  schoolId: 1,
  months: 1,
  from: '2026-10-26',
  schoolYearFrom: '2026-08-31',
  allClasses: true,
  yearGroups: [
    {
      yearGroupId: 8,
      name: 'Year 7',
      classCount: 2,
      studentCount: 56,
      workDue: 112,
      handedIn: 90,
      completionPercent: 80,
      scorePercent: 60,
      proficiency: labels,
      levelGap: 0,
      levelGapSe: 0.05,
      measuredStudents: 50,
    },
  ],
  classes: [row(11, '7A'), row(12, '7B', ['completion'])],
  misconceptions: [
    {
      misconceptionId: 5,
      name: 'Adds the denominators',
      answers: 31,
      classCount: 2,
      topGroupId: 12,
      topGroupCode: '7B',
    },
  ],
  topics: [
    {
      yearGroupId: 8,
      yearGroupName: 'Year 7',
      topicUnitId: 1,
      name: 'Fractions',
      strand: 'Number',
      taught: true,
      answers: 300,
      scorePercent: 61,
    },
    {
      yearGroupId: 8,
      yearGroupName: 'Year 7',
      topicUnitId: 2,
      name: 'Angles',
      strand: 'Geometry',
      taught: false,
      answers: 0,
      scorePercent: null,
    },
  ],
};

const wrap = (ui: React.ReactNode) =>
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/1/reports/school']}>{ui}</MemoryRouter>
    </MantineProvider>,
  );

describe('the school report', () => {
  it('shows year groups, classes, who is behind, misconceptions and topics', () => {
    wrap(<SchoolReportBody report={school} months={1} />);
    const classes = screen.getByRole('table', { name: 'Classes' });
    expect(
      within(classes)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['7A', '7B']);
    // A class's proficiency says what it counts: a measure per student per strand, not students.
    expect(
      within(classes).getAllByText('16 strand measures: 4 secure · 10 developing · 2 not yet'),
    ).toHaveLength(2);
    expect(
      within(classes).getByRole('columnheader', { name: 'Proficiency: a measure per student per strand' }),
    ).toBeTruthy();
    const behind = screen.getByRole('list', { name: 'Classes falling behind' });
    expect(behind.textContent).toContain('7B');
    expect(behind.textContent).toContain('Completion well below its year group');
    // The rule is printed from the numbers the server's verdict uses (contract FALLING_BEHIND).
    expect(
      screen.getByText(
        /15 points or more below its year group's .* more than 0\.5 years behind .* twice the ±/,
      ),
    ).toBeTruthy();
    const act = screen.getByRole('link', { name: 'Act on it in 7B' });
    expect(act.getAttribute('href')).toBe('/1/reports/group?groupId=12');
    expect(screen.getByRole('heading', { name: 'Year 7: 1 taught, 1 not yet taught' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Completion and score by class' })).toBeTruthy();
  });

  it('says so when a school has no classes, and when a teacher has none of their own', () => {
    const { unmount } = wrap(
      <SchoolReportBody report={{ ...school, yearGroups: [], classes: [], topics: [] }} months={1} />,
    );
    expect(screen.getByText(/nothing to report/)).toBeTruthy();
    unmount();
    wrap(<SchoolReportBody report={{ ...school, allClasses: false, classes: [] }} months={1} />);
    expect(screen.getByText(/You teach no class in this school/)).toBeTruthy();
    expect(screen.getByText('No class is falling behind in this period.')).toBeTruthy();
  });
});

describe('the group report', () => {
  it('shows topics with proficiency, misconceptions with Fix, and each piece of work', () => {
    const report: GroupReport = {
      schoolId: 1,
      months: 1,
      from: '2026-10-26',
      schoolYearFrom: '2026-08-31',
      choices: [{ groupId: 11, code: '7A', yearGroupName: 'Year 7' }],
      group: row(11, '7A'),
      topics: [
        {
          topicUnitId: 1,
          name: 'Fractions',
          strand: 'Number',
          answers: 120,
          scorePercent: 55,
          proficiency: labels,
        },
      ],
      misconceptions: [
        {
          misconceptionId: 5,
          name: 'Adds the denominators',
          howToFix: 'Use fraction walls.',
          answers: 9,
          fixAssignmentId: 77,
        },
      ],
      work: [
        {
          assignmentId: 77,
          name: 'Fractions check',
          kind: 'TopicQuiz',
          startDate: '2026-11-02T08:00:00.000Z',
          endDate: '2026-11-09T16:00:00.000Z',
          studentCount: 28,
          handedIn: 21,
          completionPercent: 75,
          scorePercent: 58,
        },
      ],
    };
    wrap(<GroupReportBody report={report} months={1} />);
    expect(within(screen.getByRole('table', { name: 'Topics of 7A' })).getByText('Fractions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fix it' }).getAttribute('href')).toBe(
      '/1/fix/77?misconceptionId=5',
    );
    const work = screen.getByRole('table', { name: 'Work of 7A' });
    expect(within(work).getByText('21 of 28')).toBeTruthy();
    expect(screen.getByText('0.6 years behind (± 0.2)')).toBeTruthy();
  });
});

describe('the reports tab bar', () => {
  it('marks the current report and carries the class and window', () => {
    wrap(<ReportsTabs schoolId={1} groupId={11} months={3} />);
    const nav = screen.getByRole('navigation', { name: 'Reports' });
    expect(within(nav).getByRole('link', { name: 'School' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Group' }).getAttribute('href')).toBe(
      '/1/reports/group?groupId=11&months=3',
    );
  });

  it("asks the assistant about the chosen class when it is the caller's own, otherwise about the school", () => {
    const me = makeMeResponse({ featureFlags: ['teacher-assistant'], groups: [makeGroup(11)] });
    useSessionStore.getState().applyMe(toMe(me), 1);
    const ask = () => screen.getByRole('link', { name: 'Ask the assistant about this' }).getAttribute('href');
    const own = wrap(<ReportsTabs schoolId={1} groupId={11} />);
    expect(ask()).toContain('context=class%3A11');
    own.unmount();
    const other = wrap(<ReportsTabs schoolId={1} groupId={12} />);
    expect(ask()).toContain('context=school%3A1');
    other.unmount();
    useSessionStore.getState().applyMe(toMe(makeMeResponse({ groups: [makeGroup(11)] })), 1);
    wrap(<ReportsTabs schoolId={1} groupId={11} />);
    expect(screen.queryByRole('link', { name: 'Ask the assistant about this' })).toBeNull();
  });

  it('writes a level gap in years with its uncertainty', () => {
    expect(levelGapText(null, null)).toBe('no measures yet');
    expect(levelGapText(0.01, 0.1)).toBe('on the expected level (± 0.2)');
    expect(levelGapText(0.5, null)).toBe('1.0 year ahead');
  });
});
