import { Anchor, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Strand } from '@mathsight/contract/content.ts';
import type { ClassGrowth, StudentGrowth } from '@mathsight/contract/growth.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import {
  BaselineFigure,
  GrowthFigure,
  NowFigure,
  VerdictBadge,
} from '../../../shared/reports/growth-cells.tsx';
import { GrowthChart } from '../../../shared/reports/growth-chart.tsx';
import { StudentsTabs } from '../../../shared/reports/students-tabs.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { useClassGrowth } from '../api/get-class-growth.ts';
import { classMeanPoints, studentPoints } from '../class-mean.ts';
import { ClassGrowthStates, ClassTableSection } from './class-growth-states.tsx';
import { NoBaselineYet, PageHeader, StrandSelect, useGrowthClass } from './growth-controls.tsx';
import { GrowthDownload } from './growth-download.tsx';

const name = (s: Pick<StudentGrowth, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`;

function Counts({ students }: { students: readonly StudentGrowth[] }) {
  const count = (v: StudentGrowth['verdict']) => students.filter((s) => s.verdict === v).length;
  const items = [
    ['Grew', count('grew')],
    ['About the same', count('about the same')],
    ['Fell', count('fell')],
    ['No baseline yet', count('no baseline yet')],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {items.map(([label, n]) => (
        <Stack
          key={label}
          gap={0}
          p="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Text size="sm">{label}</Text>
          <Text fw={700} fz="xl">
            {n}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function GrowthTable({
  data,
  chosen,
  onChoose,
}: {
  data: ClassGrowth;
  chosen: number | null;
  onChoose: (studentId: number | null) => void;
}) {
  return (
    <ScrollTable label={`${data.group.name}: growth by student`} minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Caption>
          Each student's baseline, their measure now and the growth between, each ± its standard error. Growth
          is called up or down only when it is clearly larger than its uncertainty.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Student</Table.Th>
            <Table.Th scope="col">Baseline</Table.Th>
            <Table.Th scope="col">Now</Table.Th>
            <Table.Th scope="col">Growth</Table.Th>
            <Table.Th scope="col">In words</Table.Th>
            <Table.Th scope="col">Chart</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.students.map((s) => (
            <Table.Tr key={s.studentId}>
              <Table.Th scope="row" fw={600}>
                {/* indigo.9: AA against the hovered row's grey too (the row stays hovered after "Show"). */}
                <Anchor
                  component={Link}
                  to={paths.studentTab(data.schoolId, s.studentId, 'growth')}
                  inherit
                  c="indigo.9"
                >
                  {name(s)}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <BaselineFigure baseline={s.baseline} empty="–" />
              </Table.Td>
              <Table.Td>
                <NowFigure now={s.now} />
              </Table.Td>
              <Table.Td>
                <GrowthFigure growth={s.growth} standardError={s.growthStandardError} />
              </Table.Td>
              <Table.Td>
                <VerdictBadge verdict={s.verdict} />
              </Table.Td>
              <Table.Td>
                {s.weeks.length > 0 && (
                  <Button
                    size="compact-sm"
                    variant={chosen === s.studentId ? 'filled' : 'subtle'}
                    aria-pressed={chosen === s.studentId}
                    aria-label={`Show ${name(s)}'s growth in the chart`}
                    onClick={() => onChoose(chosen === s.studentId ? null : s.studentId)}
                  >
                    Show
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** `/{schoolId}/students/growth`: one class, per student: baseline, now, growth ± SE, and a line chart. */
export function StudentsGrowthPage() {
  usePageTitle('Student growth');
  const schoolId = useSessionStore((s) => s.schoolId) ?? 0;
  const { groupId, picker, hasClasses } = useGrowthClass();
  const [strand, setStrand] = useState<Strand | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const growth = useClassGrowth(schoolId, groupId, strand);
  const data = growth.data;
  const student = data?.students.find((s) => s.studentId === chosen) ?? null;
  const strandName = data?.strands.find((s) => s.strand === data.strand)?.name ?? '';
  const withBaseline = data?.students.filter((s) => s.baseline !== null) ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Student growth"
        intro="How far each student has come since their baseline, with the uncertainty of each measure."
        actions={
          data && groupId !== null ? (
            <>
              <GrowthDownload
                schoolId={schoolId}
                file={{ kind: 'growth.csv', groupId, strand: data.strand }}
                fileName={`${fileNamePart(data.group.name, 'class')}-growth-${data.strand}.csv`}
              />
              <GrowthDownload
                schoolId={schoolId}
                file={{ kind: 'growth.pdf', groupId, strand: data.strand }}
                fileName={`${fileNamePart(data.group.name, 'class')}-growth-${data.strand}.pdf`}
              />
            </>
          ) : null
        }
      />
      <StudentsTabs schoolId={schoolId} groupId={groupId} />
      <Group gap="md" align="flex-end" wrap="wrap">
        {picker}
        {data && (
          <StrandSelect
            strands={data.strands}
            value={data.strand}
            onChange={(s) => {
              setStrand(s);
              setChosen(null);
            }}
          />
        )}
      </Group>
      <ClassGrowthStates
        hasClasses={hasClasses}
        noClasses="You have no classes yet: growth is shown for one class at a time."
        read={growth}
        noun="growth"
        errorTitle="Growth could not be loaded"
      >
        {(data) => (
          <>
            {withBaseline.length === 0 && (
              <NoBaselineYet
                diagnosticWorkCount={data.diagnosticWorkCount}
                groupId={data.group.id}
                scope={`${data.group.name} in ${strandName.toLowerCase()}`}
              />
            )}
            <Counts students={data.students} />
            {student ? (
              <GrowthChart
                title={`${name(student)}: ${strandName}, week by week`}
                description={`${name(student)}'s measure at the end of each week, with its likely range (± one standard error), against the baseline.`}
                points={studentPoints(student)}
                baseline={student.baseline?.ability ?? null}
                expectedLevel={data.expectedLevel}
              />
            ) : (
              <GrowthChart
                title={`${data.group.name}: ${strandName}, week by week`}
                description={`The class's mean measure at the end of each week, with the spread across students (± one standard deviation). Choose Show on a student to see theirs.`}
                points={classMeanPoints(data.students)}
                expectedLevel={data.expectedLevel}
                rangeLabel="Spread (± 1 SD)"
              />
            )}
            <ClassTableSection
              headingId="growth-table-heading"
              title={`${data.group.name}: ${strandName}`}
              groupName={data.group.name}
              studentCount={data.students.length}
            >
              <GrowthTable data={data} chosen={chosen} onChoose={setChosen} />
            </ClassTableSection>
          </>
        )}
      </ClassGrowthStates>
    </Stack>
  );
}
