import { Card, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { Strand } from '@mathsight/contract/content.ts';
import type { StudentGrowthReport, StudentStrandGrowth } from '@mathsight/contract/growth.ts';
import { useState } from 'react';
import {
  BaselineFigure,
  GrowthFigure,
  NowFigure,
  VerdictBadge,
} from '../../../shared/reports/growth-cells.tsx';
import { GrowthChart } from '../../../shared/reports/growth-chart.tsx';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { downloadStudentGrowthPdf } from '../api/download-student-growth-pdf.ts';
import { useStudentGrowth } from '../api/get-student-growth.ts';
import { TabError, TabLoading } from './tab-states.tsx';

/** The strand shown first: the one with the most answers. */
export function busiestStrand(strands: readonly StudentStrandGrowth[]): Strand | null {
  const answered = strands.filter((s) => s.now !== null);
  return (
    [...answered].sort((a, b) => (b.now?.answerCount ?? 0) - (a.now?.answerCount ?? 0))[0]?.strand ?? null
  );
}

/** What the growth says in one sentence, never more sure than the uncertainty allows (decision 0017). */
export function growthWords(firstName: string, s: StudentStrandGrowth): string {
  const area = s.name.toLowerCase();
  switch (s.verdict) {
    case 'grew':
      return `${firstName} has grown in ${area} since the baseline, by more than the uncertainty of the two measures.`;
    case 'fell':
      return `${firstName}'s measure in ${area} is lower than at the baseline, by more than the uncertainty: worth a conversation.`;
    case 'about the same':
      return `${firstName}'s measure in ${area} is about the same as at the baseline: any change so far is within the uncertainty.`;
    default:
      return `${firstName} has no baseline in ${area} yet. Their first diagnostic quiz sets it (or, without one, their first 10 answers in ${area}); growth is measured from it.`;
  }
}

function StrandsTable({ data }: { data: StudentGrowthReport }) {
  return (
    <ScrollTable label="Growth in each strand" minWidth={640}>
      <Table striped verticalSpacing="xs" aria-labelledby="growth-strands">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Strand</Table.Th>
            <Table.Th scope="col">Baseline</Table.Th>
            <Table.Th scope="col">Now</Table.Th>
            <Table.Th scope="col">Growth</Table.Th>
            <Table.Th scope="col">In words</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.strands.map((s) => (
            <Table.Tr key={s.strand} data-testid="growth-strand-row">
              <Table.Th scope="row" fw={500}>
                {s.name}
              </Table.Th>
              <Table.Td>
                <BaselineFigure baseline={s.baseline} empty="Not set yet" />
              </Table.Td>
              <Table.Td>
                <NowFigure now={s.now} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <GrowthFigure growth={s.growth} standardError={s.growthStandardError} />
              </Table.Td>
              <Table.Td>
                <VerdictBadge verdict={s.verdict} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * The growth tab (`…/students/{studentId}/growth`; issue 14 points 4 and 6): the student's baseline,
 * measure now and growth in each strand, each ± its standard error with the verdict in words, then one
 * strand week by week as a line with its likely range (GrowthChart: a table for screen readers too),
 * and that strand's growth PDF for a parent or head of year.
 */
export function GrowthTab({
  schoolId,
  studentId,
  firstName,
}: {
  schoolId: number;
  studentId: number;
  firstName: string;
}) {
  const query = useStudentGrowth(schoolId, studentId);
  const [picked, setPicked] = useState<Strand | null>(null);
  if (query.isPending) return <TabLoading what="growth" />;
  if (query.isError) return <TabError what="growth" error={query.error} onRetry={() => query.refetch()} />;
  const data = query.data;
  const answered = data.strands.filter((s) => s.now !== null);
  const strand = picked ?? busiestStrand(data.strands);
  const shown = data.strands.find((s) => s.strand === strand && s.now !== null);
  if (!shown) {
    return (
      <Card withBorder radius="md" padding="lg" data-testid="no-growth">
        <Text size="sm" fw={600}>
          Not enough answers yet
        </Text>
        <Text size="sm">
          {firstName} has not answered any questions yet. Growth is measured from a baseline: their first
          diagnostic quiz sets it (or, without one, their first 10 answers in a strand).
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <Text size="sm" className={muted.muted} maw={680}>
        {firstName}&rsquo;s measure in each strand at the baseline and now, on one scale for every year (0 is
        a typical Year 7 student), each ± its standard error. Growth is called up or down only when it is
        clearly larger than its uncertainty.
      </Text>
      <section aria-labelledby="growth-strands">
        <Title order={3} size="h4" id="growth-strands" mb="xs">
          Each strand
        </Title>
        <StrandsTable data={data} />
      </section>
      <section aria-labelledby="growth-week-by-week">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="xs">
          <Title order={3} size="h4" id="growth-week-by-week">
            Week by week
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label="Strand"
              value={shown.strand}
              onChange={(e) => setPicked(e.currentTarget.value as Strand)}
              data={answered.map((s) => ({ value: s.strand, label: s.name }))}
              w={240}
            />
            <DownloadButton
              label="Download growth PDF"
              busyLabel="Preparing the growth PDF"
              download={(transfer) =>
                downloadStudentGrowthPdf(schoolId, data.student, shown.strand, transfer)
              }
            />
          </Group>
        </Group>
        <Stack gap="sm">
          <Text size="sm" data-testid="growth-words">
            {growthWords(firstName, shown)}
          </Text>
          <GrowthChart
            title={`${firstName} in ${shown.name.toLowerCase()}, week by week`}
            description="The measure at the end of each week with its likely range (± one standard error); the baseline and the level expected for the year drawn across."
            points={shown.weeks.map((w) => ({
              weekStart: w.weekStart,
              value: w.ability,
              low: w.ability - w.standardError,
              high: w.ability + w.standardError,
            }))}
            baseline={shown.baseline?.ability ?? null}
            expectedLevel={data.expectedLevel}
          />
        </Stack>
      </section>
    </Stack>
  );
}
