import { MantineProvider } from '@mantine/core';
import { assistantDocumentPaths } from '@mathsight/contract/assistant-documents.paths.ts';
import type { CsvSummary } from '@mathsight/contract/assistant-documents.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { accessOk, accessPath, setUpHttpClientTests } from '../../../test/http-client-setup.ts';
import { CsvSummaryPanel } from './csv-summary-panel.tsx';

setUpHttpClientTests();

const summary: CsvSummary = {
  title: 'marks.csv',
  rowCount: 2,
  columns: [],
  formulaCellCount: 1,
  formulaCells: [{ row: 2, column: 'Score', text: '=1+1' }],
  answeredAs: 'below',
  text: '1 of 2 rows have Score below 50: Amy.\n\n1 cell starts like a spreadsheet formula (=, +, -, @): shown as text, never calculated.',
  figures: [{ label: 'Score below 50', value: '1' }],
  suggestions: ['What is the average Score?'],
};

const renderPanel = () =>
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <CsvSummaryPanel schoolId={1} />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('summarise a CSV', () => {
  it('asks for a file and an instruction, sends the text and shows the summary', async () => {
    const sent: { instruction: string; csv: string; fileName: string }[] = [];
    stubFetch({
      [accessPath]: accessOk,
      [`POST ${assistantDocumentPaths.csvSummarizer(1)}`]: (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(200, summary);
      },
    });
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Summarise a CSV' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Summarise' }));
    expect(await screen.findByText('Choose a CSV file with a header row and at least one row')).toBeTruthy();
    expect(screen.getByText(/Say what you want to know about the CSV/)).toBeTruthy();
    expect(sent).toEqual([]);

    const csv = 'Name,Score\nAmy,40\nBen,=1+1\n';
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'marks.csv', { type: 'text/csv' }));
    await user.type(
      screen.getByRole('textbox', { name: 'What do you want to know?' }),
      'Who scored below 50?',
    );
    await user.click(screen.getByRole('button', { name: 'Summarise' }));
    const card = await screen.findByLabelText('CSV summary');
    expect(sent).toEqual([{ instruction: 'Who scored below 50?', csv, fileName: 'marks.csv' }]);
    expect(card.textContent).toContain('1 of 2 rows have Score below 50: Amy.');
    expect(within(card).getByText('Score below 50')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Export as PDF: the CSV summary' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'What is the average Score?' })).toBeTruthy();
  });

  it("shows the server's message for a refused CSV", async () => {
    stubFetch({
      [accessPath]: accessOk,
      [`POST ${assistantDocumentPaths.csvSummarizer(1)}`]: () =>
        jsonResponse(400, { message: 'The CSV is too large: keep it under 1 MB and 5,000 rows' }),
    });
    renderPanel();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['n\n1\n'], 'big.csv', { type: 'text/csv' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'What do you want to know?' }), 'Summarise');
    await user.click(screen.getByRole('button', { name: 'Summarise' }));
    expect((await screen.findByRole('alert')).textContent).toContain('keep it under 1 MB and 5,000 rows');
  });
});
