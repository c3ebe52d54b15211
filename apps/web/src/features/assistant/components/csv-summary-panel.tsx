import { Button, Card, CopyButton, Group, Input, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  CSV_SUMMARY_MAX_CHARS,
  type CsvSummary,
  ASSISTANT_DOCUMENT_MESSAGES as M,
} from '@mathsight/contract/assistant-documents.ts';
import { type FormEvent, useId, useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { useCsvSummary } from '../../../shared/assistant/assistant-documents.ts';
import { ExportPdfButton } from '../../../shared/assistant/export-pdf-button.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { FiguresList } from './figures-list.tsx';

/** The summary as the server wrote it: paragraphs, then its figures. */
function SummaryView({ summary, schoolId }: { summary: CsvSummary; schoolId: number }) {
  return (
    <Card withBorder padding="sm" aria-label="CSV summary">
      <Stack gap="xs">
        <Text fw={600}>{summary.title}</Text>
        {summary.text.split('\n\n').map((paragraph) => (
          <Text key={paragraph} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
        <FiguresList figures={summary.figures} />
        <Group gap="xs">
          <CopyButton value={summary.text}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <ExportPdfButton
            schoolId={schoolId}
            title={summary.title}
            source={{ sections: [{ text: summary.text }] }}
            name="Export as PDF: the CSV summary"
          />
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * "Summarise a CSV" (issue 29 point 4): a teacher's marksheet summarised by the server, which reads
 * every cell as data (a formula or a sentence in a cell is shown, never run or obeyed). The file is
 * read in the browser and sent as text; nothing is kept.
 */
export function CsvSummaryPanel({ schoolId }: { schoolId: number }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [instruction, setInstruction] = useState('');
  const [problem, setProblem] = useState<{ file?: string; instruction?: string }>({});
  const summarise = useCsvSummary(schoolId);

  const send = async (text: string) => {
    const next: typeof problem = {};
    if (!file) next.file = M.csvEmpty;
    else if (file.size > CSV_SUMMARY_MAX_CHARS) next.file = M.csvSize;
    if (text.trim().length === 0) next.instruction = M.csvInstruction;
    setProblem(next);
    if (!file || next.file || next.instruction) return;
    summarise.mutate({ instruction: text.trim(), csv: await file.text(), fileName: file.name });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(instruction);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={`${fileId}-heading`}>
      <Title order={2} size="h4" id={`${fileId}-heading`}>
        Summarise a CSV
      </Title>
      <Text size="sm" className={muted.muted}>
        A marksheet or class list (up to 1 MB, 5,000 rows). The figures are worked out on the server; formulas
        and text in the cells are shown as they are, never run.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Input.Wrapper label="CSV file" error={problem.file} id={fileId}>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          </Input.Wrapper>
          <Textarea
            label="What do you want to know?"
            placeholder="Who scored below 50%?"
            value={instruction}
            onChange={(e) => setInstruction(e.currentTarget.value)}
            error={problem.instruction}
            autosize
            minRows={1}
            maxLength={1000}
          />
          <Group>
            <Button type="submit" variant="default" loading={summarise.isPending}>
              Summarise
            </Button>
          </Group>
        </Stack>
      </form>
      {summarise.isError && (
        <Text size="sm" c="red.9" role="alert">
          {errorMessageOf(summarise.error)}
        </Text>
      )}
      {summarise.data && (
        <Stack gap="xs" aria-live="polite">
          <SummaryView summary={summarise.data} schoolId={schoolId} />
          <Group gap="xs">
            {summarise.data.suggestions.map((q) => (
              <Button
                key={q}
                size="xs"
                variant="light"
                onClick={() => {
                  setInstruction(q);
                  void send(q);
                }}
              >
                {q}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
