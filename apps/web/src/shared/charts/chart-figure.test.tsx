import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../ui/testing/render-with-mantine.tsx';
import { ChartFigure } from './chart-figure.tsx';

const rows = [
  { week: 'w1', score: 40 },
  { week: 'w2', score: 55 },
];

function renderFigure() {
  return renderWithMantine(
    <ChartFigure
      title="Score by week"
      description="The class's average score each week."
      chart={<div data-testid="chart">drawn</div>}
      rows={rows}
      columns={[
        { header: 'Week', cell: (r) => r.week },
        { header: 'Score', cell: (r) => `${r.score}%` },
      ]}
      rowKey={(r) => r.week}
    />,
  );
}

describe('ChartFigure', () => {
  it('keeps the numbers in a table screen readers reach, with the chart hidden from them', () => {
    renderFigure();
    const table = screen.getByRole('table', { name: "The class's average score each week." });
    expect(table.textContent).toContain('55%');
    expect(screen.getByTestId('chart').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('figure', { name: 'Score by week' })).toBeTruthy();
  });

  it('shows the table in place of the chart on request, and back', async () => {
    renderFigure();
    await userEvent.click(screen.getByRole('button', { name: 'Show the numbers' }));
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.getByRole('table').textContent).toContain('w1');
    await userEvent.click(screen.getByRole('button', { name: 'Show the chart' }));
    expect(screen.getByTestId('chart')).toBeTruthy();
  });
});
