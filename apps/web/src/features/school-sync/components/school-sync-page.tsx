import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { STUDENT_IMPORTS_PAGE_SIZE, type StudentImportRecord } from '@mathsight/contract/school-sync.ts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { PagerFooter } from '../../../shared/ui/list-kit/pager-footer.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useRosterHealth } from '../api/roster-health.ts';
import { useStudentImportHistory } from '../api/student-import-history.ts';
import tableClasses from './imports-table.module.css';
import { RosterHealthCard } from './roster-health-card.tsx';
import { SyncConnections } from './sync-connections.tsx';

const MODE_LABELS: Record<StudentImportRecord['mode'], string> = {
  all: 'Every row',
  validOnly: 'Valid rows only',
};

/** The school's imports, newest first: who, when, the file's rows and what they made. */
function ImportHistory({ schoolId, canImport }: { schoolId: number; canImport: boolean }) {
  const [page, setPage] = useState(1);
  const history = useStudentImportHistory(schoolId, page);
  return (
    <ListStates
      read={history}
      noun="imports"
      loadingRows={3}
      rowHeight={40}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <ListEmpty title="No students have been imported yet." testId="imports-empty">
          <Text size="sm">
            {canImport
              ? "Export your students from the school's management system as a CSV file and import it: each import is listed here."
              : "When an administrator imports students from the school's management system, each import is listed here."}
          </Text>
        </ListEmpty>
      }
    >
      {({ items, total }) => (
        <Stack gap="sm">
          <ListTable
            label="Student imports"
            verticalSpacing="sm"
            className={tableClasses.table}
            data-testid="imports-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">By</Table.Th>
                <Table.Th scope="col" ta="right">
                  Rows in the file
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Students added
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Classes made
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Rows left out
                </Table.Th>
                <Table.Th scope="col">Imported</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((record) => (
                <Table.Tr key={record.studentImportId} data-testid="import-row">
                  <Table.Td data-label="When">{formatSchoolDateTime(record.importedAt)}</Table.Td>
                  <Table.Td data-label="By">
                    {record.importedBy ?? (
                      <Text span className={muted.muted} size="sm">
                        A former teacher
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label="Rows in the file" ta="right">
                    {record.rowCount}
                  </Table.Td>
                  <Table.Td data-label="Students added" ta="right">
                    {record.studentsAdded}
                  </Table.Td>
                  <Table.Td data-label="Classes made" ta="right">
                    {record.classesCreated}
                  </Table.Td>
                  <Table.Td data-label="Rows left out" ta="right">
                    {record.rowsSkipped}
                  </Table.Td>
                  <Table.Td data-label="Imported">{MODE_LABELS[record.mode]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ListTable>
          {total > STUDENT_IMPORTS_PAGE_SIZE && (
            <PagerFooter
              page={page}
              pageSize={STUDENT_IMPORTS_PAGE_SIZE}
              total={total}
              onPageChange={setPage}
              label="Student imports"
            />
          )}
        </Stack>
      )}
    </ListStates>
  );
}

/**
 * `/{schoolId}/settings/sync`: the school's roster kept in step with its management system (spec §2).
 * Today the way in is a CSV export of that system, imported on /uploads; this screen is the roster's
 * health (what is loose, each linked to its fix) and the history of those imports. Every Confirmed
 * teacher reads it; administrators import.
 */
export function SchoolSyncPage() {
  usePageTitle('Sync');
  const schoolId = useSessionStore((s) => s.schoolId);
  const school = useSessionStore((s) => s.currentSchool);
  const isAdministrator = school?.teacher.isSchoolAdministrator ?? false;
  const health = useRosterHealth(schoolId ?? 0);
  if (schoolId === null) return null;
  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 24rem' }}>
          <Title order={1}>Sync</Title>
          <Text className={muted.muted} mt={4}>
            Keep {school?.name ?? 'your school'}&apos;s classes and students in step with your school&apos;s
            management system: connect Clever, Google Classroom or Wonde, or export its students as a CSV file
            and import it. Here is the roster as it stands, what needs attention, and every import so far.
          </Text>
        </div>
        {isAdministrator ? (
          <Button
            component={Link}
            to={paths.uploads(schoolId)}
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            Import students from a CSV
          </Button>
        ) : (
          <Text size="sm" className={muted.muted} maw={260}>
            Only the school&apos;s administrators can import students.
          </Text>
        )}
      </Group>

      {isAdministrator && <SyncConnections schoolId={schoolId} />}

      {health.isError ? (
        <LoadError
          title="The roster could not be loaded"
          message={health.error.message}
          onRetry={() => health.refetch()}
        />
      ) : (
        <RosterHealthCard schoolId={schoolId} health={health.data} isAdministrator={isAdministrator} />
      )}

      <Stack gap="sm">
        <Title order={2} size="h3">
          Imports
        </Title>
        <ImportHistory schoolId={schoolId} canImport={isAdministrator} />
      </Stack>
    </Stack>
  );
}
