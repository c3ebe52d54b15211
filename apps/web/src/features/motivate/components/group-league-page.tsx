import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import type { LeagueGroup } from '@mathsight/contract/leagues.ts';
import { useState } from 'react';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useGroupLeague } from '../api/group-league.ts';
import { ExportLeagueButton } from './export-league-button.tsx';
import { LeagueChart } from './league-chart.tsx';
import { formatMinutes } from './league-format.ts';
import { LeagueLoading, LeaguePageFrame, POINTS_RULE } from './league-page-frame.tsx';
import { LeaguePeriodControls } from './league-period-controls.tsx';
import { LeagueRank } from './league-rank.tsx';
import classes from './league-table.module.css';
import { LeaguesOff } from './leagues-off.tsx';
import { isLeaguesOff, useLeaguePeriod, useLeaguesOn } from './use-leagues.ts';
import { YearGroupSelect } from './year-group-select.tsx';

/** The classes ranked: the group league's columns, as its CSV has them. */
function GroupsTable({ groups }: { groups: readonly LeagueGroup[] }) {
  if (groups.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl" data-testid="league-empty">
        <Text fw={600}>No classes to rank yet.</Text>
        <Text size="sm" mt={4}>
          Classes with students appear here, ranked on the effort points their students earn.
        </Text>
      </Card>
    );
  }
  return (
    <Table
      verticalSpacing="xs"
      className={classes.table}
      aria-label="Group league"
      data-testid="league-table"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Rank</Table.Th>
          <Table.Th scope="col">Class</Table.Th>
          <Table.Th scope="col">Year groups</Table.Th>
          <Table.Th scope="col" ta="right">
            Students
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Points per student
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Effort points
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Questions answered
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Retries
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Time on task
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Work completed
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map((g) => (
          <Table.Tr key={g.groupId}>
            <Table.Td data-label="Rank" className={classes.rank}>
              <LeagueRank rank={g.rank} points={g.totals.effortPoints} />
            </Table.Td>
            <Table.Th scope="row" data-label="Class" fw={500} className={classes.name}>
              {g.name}
            </Table.Th>
            <Table.Td data-label="Year groups" className={classes.detail}>
              {g.yearGroups.join(', ') || '–'}
            </Table.Td>
            <Table.Td data-label="Students" ta="right" className={classes.detail}>
              {g.studentCount}
            </Table.Td>
            <Table.Td data-label="Points per student" ta="right" fw={700} className={classes.points}>
              {g.pointsPerStudent.toFixed(1)}
            </Table.Td>
            <Table.Td data-label="Effort points" ta="right" className={classes.detail}>
              {g.totals.effortPoints}
            </Table.Td>
            <Table.Td data-label="Questions answered" ta="right" className={classes.detail}>
              {g.totals.questionsAnswered}
            </Table.Td>
            <Table.Td data-label="Retries" ta="right" className={classes.detail}>
              {g.totals.retries}
            </Table.Td>
            <Table.Td data-label="Time on task" ta="right" className={classes.detail}>
              {formatMinutes(g.totals.timeOnTaskMinutes)}
            </Table.Td>
            <Table.Td data-label="Work completed" ta="right" className={classes.detail}>
              {g.totals.workCompleted}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * `/{schoolId}/motivate/group-league`: the school's classes ranked on effort points per student (so
 * a small class can beat a big one), for a week or a term, of one year group if chosen.
 */
export function GroupLeaguePage() {
  usePageTitle('Group league');
  const schoolId = useSessionStore((s) => s.schoolId);
  const leaguesOn = useLeaguesOn(schoolId);
  const period = useLeaguePeriod();
  const [yearGroupId, setYearGroupId] = useState<number | null>(null);
  const query = { period: period.period, date: period.date, yearGroupId };
  const league = useGroupLeague(schoolId ?? 0, query);
  if (schoolId === null) return null;
  const off = !leaguesOn || isLeaguesOff(league.error);
  return (
    <LeaguePageFrame
      schoolId={schoolId}
      title="Group league"
      intro={`The school's classes ranked on effort points per student, so a small class can beat a big one. ${POINTS_RULE}`}
      actions={
        !off && (
          <ExportLeagueButton
            endpoint={leaguePaths.groupLeagueExport(schoolId)}
            query={query}
            fileName={`group-league-${league.data?.period.period ?? 'week'}-${league.data?.period.start ?? ''}.csv`}
            disabled={!league.data}
          />
        )
      }
    >
      {off ? (
        <LeaguesOff />
      ) : (
        <Stack gap="md">
          <Group gap="md" align="flex-end" wrap="wrap">
            <YearGroupSelect
              options={league.data?.yearGroups ?? []}
              value={yearGroupId}
              onChange={setYearGroupId}
            />
            <LeaguePeriodControls value={period} shown={league.data?.period} onChange={period.setState} />
          </Group>
          {league.isPending ? (
            <LeagueLoading what="group league" />
          ) : league.isError ? (
            <LoadError
              title="The group league could not be loaded"
              message={league.error.message}
              onRetry={() => league.refetch()}
            />
          ) : (
            <>
              <GroupsTable groups={league.data.groups} />
              <LeagueChart
                title="Points per student"
                description={`Effort points per student of the ten leading classes, ${league.data.period.label}.`}
                valueLabel="Points per student"
                rows={league.data.groups.map((g) => ({
                  key: g.groupId,
                  name: g.name,
                  points: g.pointsPerStudent,
                }))}
              />
            </>
          )}
        </Stack>
      )}
    </LeaguePageFrame>
  );
}
