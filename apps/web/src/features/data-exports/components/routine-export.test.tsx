import { ROUTINE_MESSAGES } from '@mathsight/contract/routine.ts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../shared/ui/testing/render-with-mantine.tsx';
import { downloadRoutineCsv } from '../api/download-routine-csv.ts';
import { RoutineExport } from './routine-export.tsx';

vi.mock('../api/download-routine-csv.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/download-routine-csv.ts')>()),
  downloadRoutineCsv: vi.fn(async () => undefined),
}));

const CLASSES = [
  { groupId: 11, code: '8A/Ma1' },
  { groupId: 12, code: '8B' },
];

function renderForm(props: Partial<Parameters<typeof RoutineExport>[0]> = {}) {
  const onGroupChange = vi.fn();
  renderWithMantine(
    <RoutineExport
      schoolId={3}
      isAdministrator={false}
      classes={CLASSES}
      groupId={11}
      onGroupChange={onGroupChange}
      {...props}
    />,
  );
  return { onGroupChange };
}

const downloadButton = () =>
  screen.getByRole('button', { name: 'Download CSV of the retrieval-practice routine' });

describe('RoutineExport', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(downloadRoutineCsv).mockClear();
  });

  it('starts at the school year, for the page class, and downloads it named as the server names it', async () => {
    renderForm();
    expect(screen.getByRole('region', { name: 'Retrieval-practice routine' })).toBeTruthy();
    expect((screen.getByLabelText('Class') as HTMLSelectElement).value).toBe('11');
    expect(screen.getByTestId('routine-summary').textContent).toBe(
      'The file will hold a row for each week of 8A/Ma1 from the week of 1 September 2026 to 28 November 2026.',
    );
    fireEvent.click(downloadButton());
    await vi.waitFor(() => expect(downloadRoutineCsv).toHaveBeenCalledTimes(1));
    const [schoolId, range, fileName, transfer] = vi.mocked(downloadRoutineCsv).mock.calls[0] ?? [];
    // 1 September 2026 is a Tuesday: the rows, and so the name, start on Monday 31 August.
    expect([schoolId, range, fileName]).toEqual([
      3,
      { from: '2026-09-01', to: '2026-11-28', groupId: 11 },
      'routine-8a-ma1-2026-08-31-to-2026-11-28.csv',
    ]);
    expect(transfer?.signal).toBeInstanceOf(AbortSignal);
  });

  it('offers an administrator every class', async () => {
    const { onGroupChange } = renderForm({ isAdministrator: true, groupId: null });
    expect(screen.getByTestId('routine-summary').textContent).toContain('every class of the school');
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: '12' } });
    expect(onGroupChange).toHaveBeenCalledWith(12);
    fireEvent.click(downloadButton());
    await vi.waitFor(() => expect(downloadRoutineCsv).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadRoutineCsv).mock.calls[0]?.slice(1, 3)).toEqual([
      { from: '2026-09-01', to: '2026-11-28', groupId: null },
      'routine-2026-08-31-to-2026-11-28.csv',
    ]);
  });

  it('will not download more weeks than the server gives, and says why', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderForm();
    const from = screen.getByRole('textbox', { name: /^From/ });
    await user.clear(from);
    await user.type(from, '01/09/2025');
    const to = screen.getByRole('textbox', { name: /^To/ });
    await user.clear(to);
    await user.type(to, '28/11/2026');
    expect(screen.getByText(ROUTINE_MESSAGES.range)).toBeTruthy();
    expect((downloadButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells a teacher with no class what they can download', () => {
    renderForm({ classes: [], groupId: null });
    expect(screen.getByText(/You teach no class in this school yet/)).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Download CSV of the retrieval-practice routine' }),
    ).toBeNull();
  });
});
