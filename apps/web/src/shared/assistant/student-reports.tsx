import { Button, Card, CopyButton, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  ASSISTANT_DOCUMENT_MESSAGES as M,
  type StudentReport,
  studentReportSections,
} from '@mathsight/contract/assistant-documents.ts';
import { type FormEvent, useState } from 'react';
import { errorMessageOf } from '../api/model-state.ts';
import { AppDialog } from '../ui/app-dialog.tsx';
import { useStudentReport } from './assistant-documents.ts';
import { ExportPdfButton } from './export-pdf-button.tsx';

const DEFAULT_INSTRUCTION = "Parents' evening";

function Reports({ report, schoolId }: { report: StudentReport; schoolId: number }) {
  if (report.students.length === 0) {
    return <Text size="sm">None of your students was set this work.</Text>;
  }
  const sections = studentReportSections(report);
  const title = `${report.instruction}: ${report.workName}`;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <CopyButton value={sections.map((s) => `${s.heading}\n${s.text}`).join('\n\n')}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy all'}
            </Button>
          )}
        </CopyButton>
        <ExportPdfButton
          schoolId={schoolId}
          title={title}
          source={{ sections }}
          name="Export as PDF: the reports"
        />
      </Group>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Student reports">
        {report.students.map((s, i) => (
          <Card key={s.studentId} component="li" withBorder padding="sm">
            <Text fw={600}>{sections[i]?.heading}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {sections[i]?.text}
            </Text>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The "Student reports" dialog of one work's results (issue 29 point 4): a few lines per student (score,
 * right answers, misconceptions, what to practise, a sentence for parents' evening), written by the server
 * from its own figures; only the caller's students. Loaded when first opened (student-reports-action.tsx).
 */
export function StudentReportsDialog({
  opened,
  onClose,
  schoolId,
  assignmentId,
  groupId,
}: {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  assignmentId: number;
  groupId: number | null;
}) {
  const [instruction, setInstruction] = useState(DEFAULT_INSTRUCTION);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useStudentReport(schoolId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = instruction.trim();
    setProblem(text.length === 0 ? M.reportInstruction : null);
    if (text.length === 0) return;
    report.mutate({ instruction: text, assignmentId, ...(groupId !== null && { groupId }) });
  };
  return (
    <AppDialog opened={opened} onClose={onClose} title="Student reports">
      <Stack gap="sm">
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label="What are the reports for?"
              value={instruction}
              onChange={(e) => setInstruction(e.currentTarget.value)}
              error={problem}
              autosize
              minRows={1}
              maxLength={1000}
            />
            <Group>
              <Button type="submit" loading={report.isPending}>
                Write the reports
              </Button>
            </Group>
          </Stack>
        </form>
        {report.isError && (
          <Text size="sm" c="red.9" role="alert">
            {errorMessageOf(report.error)}
          </Text>
        )}
        {report.data && (
          <div aria-live="polite">
            <Reports report={report.data} schoolId={schoolId} />
          </div>
        )}
      </Stack>
    </AppDialog>
  );
}
