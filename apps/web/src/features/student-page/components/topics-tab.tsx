import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { StudentProfile } from '@mathsight/contract/student-profile.ts';
import { useState } from 'react';
import { saveFile } from '../../../shared/api/http-client.ts';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { exportStudentTopics } from '../api/export-student-topics.ts';
import { MeasureValue, ProficiencyBadge } from './proficiency.tsx';

/** What the Topic column says on a strand's own row (the CSV writes the same). */
export const WHOLE_STRAND = 'Whole strand';

/**
 * The topics tab: every topic the student has answered, by strand (the strand's own measure first),
 * with the label, the measure ± its standard error, the answers behind it and the last answer.
 */
export function TopicsTab({ schoolId, profile }: { schoolId: number; profile: StudentProfile }) {
  const [exporting, setExporting] = useState(false);
  const { student } = profile;
  const onExport = async () => {
    setExporting(true);
    try {
      saveFile(
        await exportStudentTopics(schoolId, student.studentId),
        `topics-${student.firstName}-${student.lastName}.csv`.toLowerCase().replace(/[^a-z0-9.]+/g, '-'),
      );
    } catch (error) {
      showToast({ id: 'student-topics-export', message: errorMessageOf(error) });
    } finally {
      setExporting(false);
    }
  };

  if (profile.strands.length === 0) {
    return (
      <Card withBorder radius="md" padding="lg" data-testid="no-topics">
        <Text size="sm">
          {student.firstName} has not answered any questions yet. Topics appear here, each with how secure{' '}
          {student.firstName} is in it, once they answer set work or practise.
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text size="sm" className={muted.muted} maw={640}>
          Each estimate comes with its uncertainty (± one standard error): “secure” and “not yet” are said
          only when the estimate is clear of the level expected for {student.firstName}&rsquo;s year even
          allowing for it.
        </Text>
        <Button variant="default" size="xs" onClick={onExport} loading={exporting}>
          Export CSV
        </Button>
      </Group>
      {profile.strands.map((s) => (
        <section key={s.strand} aria-labelledby={`strand-${s.strand}`}>
          <Group gap="sm" mb="xs" align="baseline">
            <Title order={3} size="h4" id={`strand-${s.strand}`} tt="capitalize">
              {s.strand}
            </Title>
            <ProficiencyBadge label={s.overall.label} />
          </Group>
          <ScrollTable label={`${s.strand} topics`} minWidth={720}>
            <Table verticalSpacing="xs" striped layout="fixed" aria-labelledby={`strand-${s.strand}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w="32%">
                    Topic
                  </Table.Th>
                  <Table.Th scope="col" w="28%">
                    Proficiency
                  </Table.Th>
                  <Table.Th scope="col" w="15%">
                    Measure ± SE
                  </Table.Th>
                  <Table.Th scope="col" w="10%" ta="right">
                    Answers
                  </Table.Th>
                  <Table.Th scope="col">Last answered</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[{ topicUnitId: 0, name: WHOLE_STRAND, ...s.overall }, ...s.topics].map((t) => (
                  <Table.Tr
                    key={t.topicUnitId}
                    data-testid={t.topicUnitId === 0 ? 'strand-row' : 'topic-row'}
                  >
                    <Table.Th scope="row" fw={t.topicUnitId === 0 ? 700 : 500}>
                      {t.name}
                    </Table.Th>
                    <Table.Td>
                      <ProficiencyBadge label={t.label} />
                    </Table.Td>
                    <Table.Td>
                      <MeasureValue m={t} />
                    </Table.Td>
                    <Table.Td ta="right">{t.answerCount}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatSchoolDate(t.lastAnsweredAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </section>
      ))}
    </Stack>
  );
}
