import { growthPaths } from '@mathsight/contract/growth.paths.ts';
import type { GroupGrowthRow, GrowthByClass } from '@mathsight/contract/growth.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { navigationContextRoute, signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';
import { chartRows } from './school-growth-report.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const spread = (mean: number, sd: number) => ({ mean, standardDeviation: sd, standardError: sd / 3 });

const row = (
  id: number,
  name: string,
  kind: 'class' | 'year',
  overrides: Partial<GroupGrowthRow> = {},
): GroupGrowthRow => ({
  id,
  name,
  kind,
  studentCount: 9,
  withBaseline: 8,
  baseline: spread(-0.3, 0.8),
  now: spread(0.5, 0.9),
  growth: spread(0.8, 0.6),
  grew: 5,
  aboutTheSame: 3,
  fell: 0,
  weeks: [
    { weekStart: '2026-09-07', mean: -0.3, standardDeviation: 0.8 },
    { weekStart: '2026-09-14', mean: 0.5, standardDeviation: 0.9 },
  ],
  ...overrides,
});

const report = (classes: GroupGrowthRow[], years: GroupGrowthRow[]): GrowthByClass => ({
  schoolId: 1,
  strand: 'algebra',
  strands: [
    { strand: 'number', name: 'Number', studentsWithBaseline: 0 },
    { strand: 'algebra', name: 'Algebra', studentsWithBaseline: 8 },
  ],
  diagnosticWorkCount: 2,
  classes,
  years,
});

function serve(body: GrowthByClass, more: Record<string, (url: string) => Response> = {}) {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  stubFetch({
    ...signedInRoutes(me),
    ...navigationContextRoute(me.user.userId),
    [`GET ${growthPaths.growthByClass(1)}`]: () => jsonResponse(200, body),
    ...more,
  });
}

describe('the school growth and baseline reports', () => {
  it('shows every year group and class with means and spread, and a line per year group', async () => {
    serve(
      report(
        [
          row(11, '8B', 'class'),
          row(12, '7A/Ma', 'class', {
            withBaseline: 0,
            baseline: null,
            now: null,
            growth: null,
            grew: 0,
            aboutTheSame: 0,
          }),
        ],
        [row(9, 'Year 8', 'year')],
      ),
    );
    renderApp('/1/reports/growth');
    const classes = await screen.findByRole('table', { name: 'Each class in algebra.' }, { timeout: 15_000 });
    const eightB = within(classes).getByRole('row', { name: /8B/ });
    expect(eightB.textContent).toContain('-0.3 (SD 0.8)');
    expect(eightB.textContent).toContain('+0.8 ± 0.2 (SD 0.6)');
    expect(within(classes).getByRole('row', { name: /7A\/Ma/ }).textContent).toContain('–');
    expect(screen.getByRole('table', { name: 'Each year group in algebra.' }).textContent).toContain(
      'Year 8',
    );
    const figure = screen.getByRole('figure', { name: 'Algebra: mean measure week by week' });
    expect(within(figure).getByRole('columnheader', { name: 'Year 8' })).toBeTruthy();
  });

  it("downloads the chosen class's growth PDFs in the report's strand", async () => {
    const asked: string[] = [];
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:growth');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    serve(report([row(11, '8B', 'class', { withBaseline: 2 }), row(12, '8C', 'class')], []), {
      [`GET ${growthPaths.growthPdf(1)}`]: (url) => {
        asked.push(new URL(url, 'http://localhost').search);
        return new Response(new Blob(['%PDF-1.4']), { headers: { 'Content-Type': 'application/pdf' } });
      },
    });
    renderApp('/1/reports/growth');
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Class for the PDFs' }, { timeout: 15_000 });
    // The class with the most baselines first.
    expect((select as HTMLSelectElement).value).toBe('12');
    await user.selectOptions(select, '11');
    await user.click(screen.getByRole('button', { name: 'Download growth PDFs' }));
    await waitFor(() => expect(saved).toEqual(['8b-growth-algebra.pdf']));
    expect(asked).toEqual(['?groupId=11&strand=algebra']);
  });

  it('shows the baselines alone on the baseline report, and what to set when there are none', async () => {
    serve(report([row(11, '8B', 'class', { withBaseline: 0, baseline: null, now: null, growth: null })], []));
    renderApp('/1/reports/baseline');
    const classes = await screen.findByRole('table', { name: 'Each class in algebra.' }, { timeout: 15_000 });
    expect(within(classes).queryByRole('columnheader', { name: 'Mean growth' })).toBeNull();
    expect(screen.getByText('No baselines for the school in algebra yet')).toBeTruthy();
    expect(screen.getByText('No class names a year group.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download growth PDFs' })).toBeNull();
  });
});

describe('the school growth chart', () => {
  it('carries every line on to the last week of the chart at its last value, and keeps the years in year order', () => {
    const early = row(7, 'Year 7', 'year', {
      weeks: [
        { weekStart: '2026-09-07', mean: -0.3, standardDeviation: 0.8 },
        { weekStart: '2026-09-14', mean: 0.2, standardDeviation: 0.8 },
      ],
    });
    const late = row(10, 'Year 10', 'year', {
      weeks: [
        { weekStart: '2026-09-14', mean: 1.4, standardDeviation: 0.8 },
        { weekStart: '2026-10-05', mean: 1.6, standardDeviation: 0.8 },
      ],
    });
    const { lines, rows } = chartRows({ classes: [], years: [early, late] });
    expect(lines.map((l) => l.name)).toEqual(['Year 7', 'Year 10']);
    expect(rows.map((r) => [r.weekStart, r['Year 7'], r['Year 10']])).toEqual([
      ['2026-09-07', -0.3, null],
      ['2026-09-14', 0.2, 1.4],
      ['2026-10-05', 0.2, 1.6],
    ]);
  });
});
