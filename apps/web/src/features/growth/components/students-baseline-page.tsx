import { Group, Stack, Table, Text } from '@mantine/core';
import type { Strand } from '@mathsight/contract/content.ts';
import type { ClassBaseline } from '@mathsight/contract/growth.ts';
import { useState } from 'react';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { GrowthChart } from '../../../shared/reports/growth-chart.tsx';
import { measureText } from '../../../shared/reports/growth-format.ts';
import { StudentsTabs } from '../../../shared/reports/students-tabs.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useClassBaseline } from '../api/get-class-baseline.ts';
import { useClassGrowth } from '../api/get-class-growth.ts';
import { classMeanPoints } from '../class-mean.ts';
import { ClassGrowthStates, ClassTableSection } from './class-growth-states.tsx';
import { NoBaselineYet, PageHeader, StrandSelect, useGrowthClass } from './growth-controls.tsx';
import { GrowthDownload } from './growth-download.tsx';

function BaselineTable({ data }: { data: ClassBaseline }) {
  return (
    <ScrollTable label={`${data.group.name}: baselines by strand`} minWidth={640}>
      <Table striped>
        <Table.Caption>
          Each student's baseline in each strand, ± its standard error, with what it says against the level
          expected for the year.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Student</Table.Th>
            {data.strands.map((s) => (
              <Table.Th scope="col" key={s.strand}>
                {s.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.students.map((st) => (
            <Table.Tr key={st.studentId}>
              <Table.Th scope="row" fw={600}>
                {st.firstName} {st.lastName}
              </Table.Th>
              {data.strands.map((s) => {
                const b = st.baselines.find((x) => x.strand === s.strand);
                return (
                  <Table.Td key={s.strand}>
                    {b ? (
                      <Stack gap={0}>
                        <Text size="sm">{measureText(b.ability, b.standardError)}</Text>
                        <Text size="xs" className={muted.muted}>
                          {b.label}
                        </Text>
                      </Stack>
                    ) : (
                      '–'
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** `/{schoolId}/students/baseline`: one class, each student's starting point in each strand. */
export function StudentsBaselinePage() {
  usePageTitle('Student baseline');
  const schoolId = useSessionStore((s) => s.schoolId) ?? 0;
  const { groupId, picker, hasClasses } = useGrowthClass();
  const [strand, setStrand] = useState<Strand | null>(null);
  const baseline = useClassBaseline(schoolId, groupId);
  const growth = useClassGrowth(schoolId, groupId, strand);
  const data = baseline.data;
  const withBaseline = data?.students.filter((s) => s.baselines.length > 0).length ?? 0;
  const chart = growth.data;
  const strandName = chart?.strands.find((s) => s.strand === chart.strand)?.name ?? '';
  const baselines = chart?.students.flatMap((s) => (s.baseline ? [s.baseline.ability] : [])) ?? [];
  const meanBaseline = baselines.length ? baselines.reduce((a, b) => a + b, 0) / baselines.length : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Student baseline"
        intro="Each student's starting point: their measure when they handed in their first diagnostic quiz, or after their first 10 answers in a strand without one."
        actions={
          data && groupId !== null ? (
            <GrowthDownload
              schoolId={schoolId}
              file={{ kind: 'baseline.csv', groupId }}
              fileName={`${fileNamePart(data.group.name, 'class')}-baseline.csv`}
            />
          ) : null
        }
      />
      <StudentsTabs schoolId={schoolId} groupId={groupId} />
      <Group gap="md" align="flex-end">
        {picker}
      </Group>
      <ClassGrowthStates
        hasClasses={hasClasses}
        noClasses="You have no classes yet: baselines are shown for one class at a time."
        read={baseline}
        noun="baselines"
        errorTitle="Baselines could not be loaded"
      >
        {(data) => (
          <>
            {withBaseline === 0 && (
              <NoBaselineYet
                diagnosticWorkCount={data.diagnosticWorkCount}
                groupId={data.group.id}
                scope={data.group.name}
              />
            )}
            <Text>
              {withBaseline} of {data.students.length} students in {data.group.name} have a baseline in at
              least one strand.
            </Text>
            {chart && (
              <Stack gap="sm">
                <StrandSelect strands={chart.strands} value={chart.strand} onChange={setStrand} />
                <GrowthChart
                  title={`${data.group.name}: ${strandName} since the baseline`}
                  description="The class's mean measure at the end of each week, with the spread across students (± one standard deviation), against the class's mean baseline."
                  points={classMeanPoints(chart.students.filter((s) => s.baseline !== null))}
                  baseline={meanBaseline}
                  expectedLevel={chart.expectedLevel}
                  rangeLabel="Spread (± 1 SD)"
                />
              </Stack>
            )}
            <ClassTableSection
              headingId="baseline-table-heading"
              title={`${data.group.name}: baselines by strand`}
              groupName={data.group.name}
              studentCount={data.students.length}
            >
              <BaselineTable data={data} />
            </ClassTableSection>
          </>
        )}
      </ClassGrowthStates>
    </Stack>
  );
}
