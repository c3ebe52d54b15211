import { Table } from '@mantine/core';
import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import type { LeagueGroup } from '@mathsight/contract/leagues.ts';
import { useGroupLeague } from '../api/group-league.ts';
import { LeagueChart } from './league-chart.tsx';
import { POINTS_RULE } from './league-page-frame.tsx';
import { LeagueRank } from './league-rank.tsx';
import classes from './league-table.module.css';
import { LeagueCountsCells, LeagueCountsHead, LeagueEmpty, LeagueTable } from './league-table.tsx';
import { useYearLeagueChoices, YearLeaguePage } from './year-league-page.tsx';

/** The classes ranked: the group league's columns, as its CSV has them. */
function GroupsTable({ groups }: { groups: readonly LeagueGroup[] }) {
  if (groups.length === 0) {
    return (
      <LeagueEmpty title="No classes to rank yet.">
        Classes with students appear here, ranked on the effort points their students earn.
      </LeagueEmpty>
    );
  }
  return (
    <LeagueTable label="Group league">
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
          <LeagueCountsHead />
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
            <LeagueCountsCells counts={g.totals} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </LeagueTable>
  );
}

/**
 * `/{schoolId}/motivate/group-league`: the school's classes ranked on effort points per student (so
 * a small class can beat a big one), for a week or a term, of one year group if chosen.
 */
export function GroupLeaguePage() {
  const choices = useYearLeagueChoices('Group league');
  const { schoolId } = choices;
  const league = useGroupLeague(schoolId ?? 0, choices.query);
  if (schoolId === null) return null;
  return (
    <YearLeaguePage
      choices={choices}
      schoolId={schoolId}
      title="Group league"
      intro={`The school's classes ranked on effort points per student, so a small class can beat a big one. ${POINTS_RULE}`}
      what="group league"
      exportEndpoint={leaguePaths.groupLeagueExport(schoolId)}
      filePrefix="group-league"
      league={league}
    >
      {(data) => (
        <>
          <GroupsTable groups={data.groups} />
          <LeagueChart
            title="Points per student"
            description={`Effort points per student of the ten leading classes, ${data.period.label}.`}
            valueLabel="Points per student"
            rows={data.groups.map((g) => ({
              key: g.groupId,
              name: g.name,
              points: g.pointsPerStudent,
            }))}
          />
        </>
      )}
    </YearLeaguePage>
  );
}
