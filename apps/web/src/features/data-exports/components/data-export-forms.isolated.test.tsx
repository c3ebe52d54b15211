import { DATA_EXPORT_MESSAGES } from '@mathsight/contract/data-exports.ts';
import { ROUTINE_MESSAGES } from '@mathsight/contract/routine.ts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../shared/ui/testing/render-with-mantine.tsx';
import { downloadRoutineCsv } from '../api/download-routine-csv.ts';
import { downloadTransactionsCsv } from '../api/download-transactions-csv.ts';
import type { RangeExportProps } from './range-export.tsx';
import { RoutineExport } from './routine-export.tsx';
import { TransactionsExport } from './transactions-export.tsx';

vi.mock('../api/download-transactions-csv.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/download-transactions-csv.ts')>()),
  downloadTransactionsCsv: vi.fn(async () => undefined),
}));
vi.mock('../api/download-routine-csv.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/download-routine-csv.ts')>()),
  downloadRoutineCsv: vi.fn(async () => undefined),
}));

const CLASSES = [
  { groupId: 11, code: '8A/Ma1' },
  { groupId: 12, code: '8B' },
];

/** Each dated export of the page, with what it says and the file it names (the form is one: RangeExport). */
const KINDS = [
  {
    title: 'Every answer',
    Form: TransactionsExport,
    download: downloadTransactionsCsv,
    button: 'Download CSV of every answer',
    summaryId: 'transactions-summary',
    forClass:
      'The file will hold every answer given by the students of 8A/Ma1 from 1 September 2026 to 28 November 2026.',
    forSchool: 'every student of the school',
    classFile: 'answers-8a-ma1-2026-09-01-to-2026-11-28.csv',
    schoolFile: 'answers-school-2026-09-01-to-2026-11-28.csv',
  },
  {
    title: 'Retrieval-practice routine',
    Form: RoutineExport,
    download: downloadRoutineCsv,
    button: 'Download CSV of the retrieval-practice routine',
    summaryId: 'routine-summary',
    forClass:
      'The file will hold a row for each week of 8A/Ma1 from the week of 1 September 2026 to 28 November 2026.',
    forSchool: 'every class of the school',
    // 1 September 2026 is a Tuesday: the rows, and so the name, start on Monday 31 August.
    classFile: 'routine-8a-ma1-2026-08-31-to-2026-11-28.csv',
    schoolFile: 'routine-2026-08-31-to-2026-11-28.csv',
  },
] as const;

function renderForm(
  Form: (props: RangeExportProps) => React.ReactNode,
  props: Partial<RangeExportProps> = {},
) {
  const onGroupChange = vi.fn();
  renderWithMantine(
    <Form
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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(downloadTransactionsCsv).mockClear();
  vi.mocked(downloadRoutineCsv).mockClear();
});

describe.each(KINDS)('$title', (kind) => {
  const downloadButton = () => screen.getByRole('button', { name: kind.button });

  it('starts at the school year, for the chosen class, and downloads it named as the server names it', async () => {
    renderForm(kind.Form);
    expect(screen.getByRole('region', { name: kind.title })).toBeTruthy();
    expect((screen.getByLabelText('Class') as HTMLSelectElement).value).toBe('11');
    expect(screen.queryByRole('option', { name: 'Whole school' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^From/ }) as HTMLInputElement).value).toBe('01/09/2026');
    expect((screen.getByRole('textbox', { name: /^To/ }) as HTMLInputElement).value).toBe('28/11/2026');
    expect(screen.getByTestId(kind.summaryId).textContent).toBe(kind.forClass);
    fireEvent.click(downloadButton());
    await vi.waitFor(() => expect(kind.download).toHaveBeenCalledTimes(1));
    const [schoolId, range, fileName, transfer] = vi.mocked(kind.download).mock.calls[0] ?? [];
    expect([schoolId, range, fileName]).toEqual([
      3,
      { from: '2026-09-01', to: '2026-11-28', groupId: 11 },
      kind.classFile,
    ]);
    expect(transfer?.signal).toBeInstanceOf(AbortSignal);
  });

  it('offers an administrator the whole school', async () => {
    const { onGroupChange } = renderForm(kind.Form, { isAdministrator: true, groupId: null });
    expect((screen.getByLabelText('Class') as HTMLSelectElement).value).toBe('');
    expect(screen.getByTestId(kind.summaryId).textContent).toContain(kind.forSchool);
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: '12' } });
    expect(onGroupChange).toHaveBeenCalledWith(12);
    fireEvent.click(downloadButton());
    await vi.waitFor(() => expect(kind.download).toHaveBeenCalledTimes(1));
    expect(vi.mocked(kind.download).mock.calls[0]?.slice(1, 3)).toEqual([
      { from: '2026-09-01', to: '2026-11-28', groupId: null },
      kind.schoolFile,
    ]);
  });

  it('tells a teacher with no class what they can download', () => {
    renderForm(kind.Form, { classes: [], groupId: null });
    expect(screen.getByText(/You teach no class in this school yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: kind.button })).toBeNull();
  });
});

describe('the dates each export refuses', () => {
  it('every answer: not backwards, not longer than a year, and says why on the last day', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderForm(TransactionsExport);
    const button = () =>
      screen.getByRole('button', { name: 'Download CSV of every answer' }) as HTMLButtonElement;
    const to = screen.getByRole('textbox', { name: /^To/ });
    await user.clear(to);
    await user.type(to, '31/08/2026');
    expect(screen.getByText(DATA_EXPORT_MESSAGES.order)).toBeTruthy();
    expect(button().disabled).toBe(true);
    const from = screen.getByRole('textbox', { name: /^From/ });
    await user.clear(from);
    await user.type(from, '30/08/2025');
    expect(screen.getByText(DATA_EXPORT_MESSAGES.span)).toBeTruthy();
    await user.clear(from);
    expect(screen.getByTestId('transactions-summary').textContent).toBe(
      'Choose the first and last days (dd/mm/yyyy) to download the answers.',
    );
    expect(button().disabled).toBe(true);
  });

  it('the routine: not more weeks than the server gives', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderForm(RoutineExport);
    const from = screen.getByRole('textbox', { name: /^From/ });
    await user.clear(from);
    await user.type(from, '01/09/2025');
    const to = screen.getByRole('textbox', { name: /^To/ });
    await user.clear(to);
    await user.type(to, '28/11/2026');
    expect(screen.getByText(ROUTINE_MESSAGES.range)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Download CSV of the retrieval-practice routine' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
