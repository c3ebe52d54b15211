import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { StudentImportResult } from '@mathsight/contract/student-import.ts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { saveFile } from '../../../shared/api/http-client.ts';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { downloadSignInSlips } from '../api/download-sign-in-slips.ts';

const students = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;

/** What the import made: the count by class, the classes made, the slips to print, the way on. */
export function ImportResults({
  schoolId,
  result,
  onAgain,
}: {
  schoolId: number;
  result: StudentImportResult;
  onAgain: () => void;
}) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onDownload = async () => {
    setDownloading(true);
    setError(null);
    try {
      saveFile(await downloadSignInSlips(schoolId, result.students), 'sign-in-slips.pdf');
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="md">
      <StatusAlert tone="success" title={`${students(result.created)} imported`} role="status">
        {result.skippedRows.length > 0
          ? `${students(result.skippedRows.length)} left out (rows ${result.skippedRows.join(', ')}).`
          : 'Every row of the file was imported.'}{' '}
        Their passwords are shown only now: download the sign-in slips and print them before you leave this
        page.
      </StatusAlert>
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void onDownload()}
          loading={downloading}
        >
          Download sign-in slips (PDF)
        </Button>
        <Anchor component={Link} to={paths.settingsStudents(schoolId)}>
          See the students list
        </Anchor>
        <Anchor component={Link} to={paths.settingsSync(schoolId)}>
          See the import history
        </Anchor>
        <Button variant="subtle" onClick={onAgain}>
          Import another file
        </Button>
      </Group>
      {error && (
        <StatusAlert tone="error" title="The slips could not be downloaded" role="alert">
          {error}
        </StatusAlert>
      )}
      <div>
        <Title order={2} size="h4" mb="xs">
          By class
        </Title>
        <ListTable label="Students imported by class" striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Class</Table.Th>
              <Table.Th ta="right">Students</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.byClass.map((c) => (
              <Table.Tr key={c.code}>
                <Table.Th scope="row">
                  {c.code}
                  {result.classesCreated.some((made) => made.groupId === c.groupId) && (
                    <Text span size="sm">
                      {' '}
                      (new class)
                    </Text>
                  )}
                </Table.Th>
                <Table.Td ta="right">{c.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      </div>
    </Stack>
  );
}
