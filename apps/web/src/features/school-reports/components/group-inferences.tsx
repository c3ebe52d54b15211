import { Button, Group, Loader, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { QuizInferenceRow } from '@mathsight/contract/question-bank.ts';
import type { GroupWorkRow } from '@mathsight/contract/school-reports.ts';
import { useId, useState } from 'react';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { downloadQuizInferencesCsv, useQuizInferences } from '../api/quiz-inferences.ts';

/** The work offered first: the latest that someone handed in (the report lists the latest first). */
export function firstWorkWithAnswers(work: readonly GroupWorkRow[]): GroupWorkRow | undefined {
  return work.find((w) => w.handedIn > 0) ?? work[0];
}

/** How many students each misconception is likely (or possibly) held by, the most first. */
export function misconceptionTally(rows: readonly QuizInferenceRow[]) {
  const tally = new Map<number, { id: number; name: string; likely: number; possible: number }>();
  for (const r of rows) {
    const t = tally.get(r.misconceptionId) ?? {
      id: r.misconceptionId,
      name: r.misconceptionName,
      likely: 0,
      possible: 0,
    };
    if (r.strength === 'Likely') t.likely += 1;
    else t.possible += 1;
    tally.set(r.misconceptionId, t);
  }
  return [...tally.values()].sort((a, b) => b.likely - a.likely || b.possible - a.possible);
}

/**
 * Group inference insights (spec §7; the quiz-inferences calls): for one piece of work set to the class,
 * how many students' answers point at each misconception ("Likely" or "Possible" by how often), and on
 * request each student's rows, the same rows and columns as the CSV. The work is chosen from the
 * report's own list. A class of 30 gives a hundred rows or more: the tally comes first so the page
 * stays readable.
 */
export function GroupInferences({
  groupId,
  code,
  work,
  schoolId,
}: {
  groupId: number;
  code: string;
  work: readonly GroupWorkRow[];
  schoolId: number;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  const [studentsShown, setStudentsShown] = useState(false);
  const studentsId = useId();
  const chosen = work.find((w) => w.assignmentId === picked) ?? firstWorkWithAnswers(work);
  const ask = chosen ? { assignmentId: chosen.assignmentId, groupId } : null;
  const inferences = useQuizInferences(schoolId, ask);
  const rows = inferences.data?.rows ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="inferences-heading">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3" id="inferences-heading">
            What the answers suggest
          </Title>
          <Text size="sm" className={muted.muted} maw={640}>
            The misconceptions each student&rsquo;s wrong answers point at in one piece of work: likely when
            two or more answers (or the only chance) point at it, possible from one answer of several chances.
          </Text>
        </Stack>
        {chosen && ask && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label="Work"
              value={String(chosen.assignmentId)}
              onChange={(e) => setPicked(Number(e.currentTarget.value))}
              data={work.map((w) => ({ value: String(w.assignmentId), label: w.name }))}
              w={260}
            />
            <DownloadButton
              size="xs"
              label="Download CSV"
              name="Download CSV of what the answers suggest"
              busyLabel="Downloading the CSV"
              download={(transfer) =>
                downloadQuizInferencesCsv(
                  ask,
                  `class-${fileNamePart(code, 'class')}-${fileNamePart(chosen.name, 'work')}-inferences.csv`,
                  transfer,
                )
              }
            />
          </Group>
        )}
      </Group>
      {!chosen ? (
        <Text>No work was set to {code} in this period.</Text>
      ) : inferences.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Reading the answers…</Text>
        </Group>
      ) : inferences.isError ? (
        <LoadError
          title="What the answers suggest could not be loaded"
          message={inferences.error.message}
          onRetry={() => void inferences.refetch()}
        />
      ) : inferences.data.studentsAnswered === 0 ? (
        <Text data-testid="no-inferences">
          No student of {code} has answered {chosen.name} yet.
        </Text>
      ) : rows.length === 0 ? (
        <Text data-testid="no-inferences">
          The answers of {inferences.data.studentsAnswered}{' '}
          {inferences.data.studentsAnswered === 1 ? 'student' : 'students'} to {chosen.name} point at no
          misconception.
        </Text>
      ) : (
        <>
          <Text size="sm">
            From the {inferences.data.studentsAnswered}{' '}
            {inferences.data.studentsAnswered === 1 ? 'student' : 'students'} who answered {chosen.name}:
          </Text>
          <ScrollTable minWidth={480} label={`Misconceptions in the answers to ${chosen.name}`}>
            <Table
              striped
              withTableBorder
              fz="sm"
              aria-label={`Misconceptions in the answers to ${chosen.name}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Misconception</Table.Th>
                  <Table.Th scope="col">Students likely holding it</Table.Th>
                  <Table.Th scope="col">Possibly</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {misconceptionTally(rows).map((t) => (
                  <Table.Tr key={t.id} data-testid="inference-tally-row">
                    <Table.Th scope="row" fw={500}>
                      {t.name}
                    </Table.Th>
                    <Table.Td>{t.likely}</Table.Td>
                    <Table.Td>{t.possible}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={studentsShown}
              aria-controls={studentsId}
              onClick={() => setStudentsShown((v) => !v)}
            >
              {studentsShown ? 'Hide each student' : `Show each student (${rows.length} rows, as the CSV)`}
            </Button>
          </div>
          <div id={studentsId} hidden={!studentsShown}>
            {studentsShown && (
              <ScrollTable minWidth={640} label={`What the answers to ${chosen.name} suggest`}>
                <Table
                  striped
                  withTableBorder
                  fz="sm"
                  aria-label={`What the answers to ${chosen.name} suggest`}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Student</Table.Th>
                      <Table.Th scope="col">Misconception</Table.Th>
                      <Table.Th scope="col">Wrong answers</Table.Th>
                      <Table.Th scope="col">Chances</Table.Th>
                      <Table.Th scope="col">Strength</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={`${r.studentId}-${r.misconceptionId}`} data-testid="inference-row">
                        <Table.Th scope="row" fw={500}>
                          {r.firstName} {r.lastName}
                        </Table.Th>
                        <Table.Td>{r.misconceptionName}</Table.Td>
                        <Table.Td>{r.wrongAnswers}</Table.Td>
                        <Table.Td>{r.chances}</Table.Td>
                        <Table.Td fw={r.strength === 'Likely' ? 700 : 400}>{r.strength}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
          </div>
        </>
      )}
    </Stack>
  );
}
