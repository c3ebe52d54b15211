import { growthPaths } from '@mathsight/contract/growth.paths.ts';
import type { ClassGrowth, StudentGrowth } from '@mathsight/contract/growth.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { navigationContextRoute, signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const week = (weekStart: string, ability: number) => ({ weekStart, ability, standardError: 0.3 });

const student = (id: number, first: string, overrides: Partial<StudentGrowth> = {}): StudentGrowth => ({
  studentId: id,
  firstName: first,
  lastName: 'Smith',
  baseline: {
    ability: -0.2,
    standardError: 0.35,
    answerCount: 12,
    label: 'developing',
    measuredAt: '2026-09-20T10:00:00.000Z',
    source: 'diagnostic',
    assignmentId: 9,
    assignmentName: 'Autumn diagnostic',
  },
  now: { ability: 0.9, standardError: 0.25, answerCount: 60, label: 'secure' },
  growth: 1.1,
  growthStandardError: 0.43,
  verdict: 'grew',
  weeks: [week('2026-09-14', -0.2), week('2026-09-21', 0.4), week('2026-09-28', 0.9)],
  ...overrides,
});

const classGrowth = (students: StudentGrowth[], diagnosticWorkCount = 1): ClassGrowth => ({
  schoolId: 1,
  group: { id: 11, name: '8B' },
  strand: 'number',
  strands: [
    { strand: 'number', name: 'Number', studentsWithBaseline: 2 },
    { strand: 'algebra', name: 'Algebra', studentsWithBaseline: 0 },
    { strand: 'ratio', name: 'Ratio and proportion', studentsWithBaseline: 0 },
    { strand: 'geometry', name: 'Geometry and measures', studentsWithBaseline: 0 },
    { strand: 'statistics', name: 'Probability and statistics', studentsWithBaseline: 0 },
  ],
  expectedLevel: 0.5,
  diagnosticWorkCount,
  students,
});

function serve(answer: () => Response) {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const asked: string[] = [];
  stubFetch({
    ...signedInRoutes(me),
    ...navigationContextRoute(me.user.userId),
    [`GET ${growthPaths.growth(1)}`]: (url) => {
      asked.push(url);
      return answer();
    },
  });
  return asked;
}

describe('the student growth page', () => {
  it("shows each student's baseline, now and growth with its uncertainty, and a chosen student's line", async () => {
    const asked = serve(() =>
      jsonResponse(
        200,
        classGrowth([
          student(1, 'Ada'),
          student(2, 'Ben', { growth: 0.2, growthStandardError: 0.5, verdict: 'about the same' }),
          student(3, 'Cy', {
            baseline: null,
            growth: null,
            growthStandardError: null,
            verdict: 'no baseline yet',
          }),
        ]),
      ),
    );
    renderApp('/1/students/growth');
    const table = await screen.findByRole('table', { name: /Each student's baseline/ }, { timeout: 15_000 });
    expect(asked[0]).toContain('groupId=12');
    const ada = within(table).getByRole('row', { name: /Ada Smith/ });
    expect(ada.textContent).toContain('-0.2 ± 0.3');
    expect(ada.textContent).toContain('0.9 ± 0.3');
    expect(ada.textContent).toContain('+1.1 ± 0.4');
    expect(ada.textContent).toContain('grew');
    expect(ada.textContent).toContain('Autumn diagnostic');
    expect(within(ada).getByRole('link', { name: 'Ada Smith' }).getAttribute('href')).toMatch(
      /^\/1\/students\/\d+\/growth$/,
    );
    expect(within(table).getByRole('row', { name: /Ben Smith/ }).textContent).toContain('about the same');
    expect(within(table).getByRole('row', { name: /Cy Smith/ }).textContent).toContain('no baseline yet');
    expect(screen.getByRole('figure', { name: '8B: Number, week by week' })).toBeTruthy();

    await userEvent.click(within(ada).getByRole('button', { name: "Show Ada Smith's growth in the chart" }));
    expect(await screen.findByRole('figure', { name: 'Ada Smith: Number, week by week' })).toBeTruthy();
    const numbers = screen.getByRole('table', { name: /Ada Smith's measure at the end of each week/ });
    expect(within(numbers).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Download growth PDFs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('says how to get a baseline when the class has none, with a link to set a diagnostic quiz', async () => {
    serve(() =>
      jsonResponse(
        200,
        classGrowth(
          [
            student(1, 'Ada', {
              baseline: null,
              growth: null,
              growthStandardError: null,
              verdict: 'no baseline yet',
            }),
          ],
          0,
        ),
      ),
    );
    renderApp('/1/students/growth');
    expect(
      await screen.findByText('No baselines for 8B in number yet', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Set a diagnostic quiz' });
    expect(link.getAttribute('href')).toContain('kind=DiagnosticQuiz');
    expect(link.getAttribute('href')).toContain('groupId=11');
  });

  it('offers Try again when growth cannot be loaded', async () => {
    let fail = true;
    serve(() =>
      fail ? jsonResponse(500, { message: 'Boom' }) : jsonResponse(200, classGrowth([student(1, 'Ada')])),
    );
    renderApp('/1/students/growth');
    expect(await screen.findByText('Growth could not be loaded', {}, { timeout: 15_000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /Each student's baseline/ })).toBeTruthy();
  });
});
