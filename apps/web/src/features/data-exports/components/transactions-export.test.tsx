import { DATA_EXPORT_MESSAGES } from '@mathsight/contract/data-exports.ts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../shared/ui/testing/render-with-mantine.tsx';
import { downloadTransactionsCsv } from '../api/download-transactions-csv.ts';
import { TransactionsExport } from './transactions-export.tsx';

vi.mock('../api/download-transactions-csv.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/download-transactions-csv.ts')>()),
  downloadTransactionsCsv: vi.fn(async () => undefined),
}));

const CLASSES = [
  { groupId: 11, code: '8A/Ma1' },
  { groupId: 12, code: '8B' },
];

function renderForm(props: Partial<Parameters<typeof TransactionsExport>[0]> = {}) {
  const onGroupChange = vi.fn();
  renderWithMantine(
    <TransactionsExport
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

const downloadButton = () => screen.getByRole('button', { name: 'Download CSV of every answer' });

describe('TransactionsExport', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(downloadTransactionsCsv).mockClear();
  });

  it('starts at the school year, for the chosen class, and downloads it with its progress', async () => {
    renderForm();
    expect(screen.getByRole('region', { name: 'Every answer' })).toBeTruthy();
    expect((screen.getByLabelText('Class') as HTMLSelectElement).value).toBe('11');
    expect(screen.queryByRole('option', { name: 'Whole school' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^From/ }) as HTMLInputElement).value).toBe('01/09/2026');
    expect((screen.getByRole('textbox', { name: /^To/ }) as HTMLInputElement).value).toBe('28/11/2026');
    expect(screen.getByTestId('transactions-summary').textContent).toBe(
      'The file will hold every answer given by the students of 8A/Ma1 from 1 September 2026 to 28 November 2026.',
    );
    fireEvent.click(downloadButton());
    await vi.waitFor(() => expect(downloadTransactionsCsv).toHaveBeenCalledTimes(1));
    const [schoolId, range, fileName, transfer] = vi.mocked(downloadTransactionsCsv).mock.calls[0] ?? [];
    expect([schoolId, range, fileName]).toEqual([
      3,
      { from: '2026-09-01', to: '2026-11-28', groupId: 11 },
      'answers-8a-ma1-2026-09-01-to-2026-11-28.csv',
    ]);
    expect(transfer?.signal).toBeInstanceOf(AbortSignal);
  });

  it('offers an administrator the whole school', async () => {
    const { onGroupChange } = renderForm({ isAdministrator: true, groupId: null });
    expect((screen.getByLabelText('Class') as HTMLSelectElement).value).toBe('');
    expect(screen.getByTestId('transactions-summary').textContent).toContain('every student of the school');
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: '12' } });
    expect(onGroupChange).toHaveBeenCalledWith(12);
    fireEvent.click(downloadButton());
    await vi.waitFor(() => expect(downloadTransactionsCsv).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadTransactionsCsv).mock.calls[0]?.slice(1, 3)).toEqual([
      { from: '2026-09-01', to: '2026-11-28', groupId: null },
      'answers-school-2026-09-01-to-2026-11-28.csv',
    ]);
  });

  it('will not download a range that is backwards or longer than a year, and says why on the last day', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderForm();
    const to = screen.getByRole('textbox', { name: /^To/ });
    await user.clear(to);
    await user.type(to, '31/08/2026');
    expect(screen.getByText(DATA_EXPORT_MESSAGES.order)).toBeTruthy();
    expect((downloadButton() as HTMLButtonElement).disabled).toBe(true);
    const from = screen.getByRole('textbox', { name: /^From/ });
    await user.clear(from);
    await user.type(from, '30/08/2025');
    expect(screen.getByText(DATA_EXPORT_MESSAGES.span)).toBeTruthy();
    await user.clear(from);
    expect(screen.getByTestId('transactions-summary').textContent).toBe(
      'Choose the first and last days (dd/mm/yyyy) to download the answers.',
    );
    expect((downloadButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells a teacher with no class what they can download', () => {
    renderForm({ classes: [], groupId: null });
    expect(screen.getByText(/You teach no class in this school yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV of every answer' })).toBeNull();
  });
});
