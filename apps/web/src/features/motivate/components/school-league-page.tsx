import { Group, Stack } from '@mantine/core';
import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import { useState } from 'react';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useSchoolLeague } from '../api/school-league.ts';
import { ExportLeagueButton } from './export-league-button.tsx';
import { LeagueChart } from './league-chart.tsx';
import { LeagueLoading, LeaguePageFrame, POINTS_RULE } from './league-page-frame.tsx';
import { LeaguePeriodControls } from './league-period-controls.tsx';
import { LeagueStudentsTable } from './league-students-table.tsx';
import { LeaguesOff } from './leagues-off.tsx';
import { isLeaguesOff, useLeaguePeriod, useLeaguesOn } from './use-leagues.ts';
import { YearGroupSelect } from './year-group-select.tsx';

/**
 * `/{schoolId}/motivate/school-league`: every student of the school (or of one year group) ranked on
 * effort points for a week or a term, 50 a page, with the top ten as bars and a CSV.
 */
export function SchoolLeaguePage() {
  usePageTitle('School league');
  const schoolId = useSessionStore((s) => s.schoolId);
  const leaguesOn = useLeaguesOn(schoolId);
  const period = useLeaguePeriod();
  const [yearGroupId, setYearGroupId] = useState<number | null>(null);
  const query = { period: period.period, date: period.date, yearGroupId };
  const league = useSchoolLeague(schoolId ?? 0, query);
  if (schoolId === null) return null;
  const off = !leaguesOn || isLeaguesOff(league.error);
  const year = league.data?.yearGroups.find((y) => y.yearGroupId === yearGroupId)?.name;
  return (
    <LeaguePageFrame
      schoolId={schoolId}
      title="School league"
      intro={`Every student of the school ranked on effort, not on being right. ${POINTS_RULE}`}
      actions={
        !off && (
          <ExportLeagueButton
            endpoint={leaguePaths.schoolLeagueExport(schoolId)}
            query={query}
            fileName={`school-league-${league.data?.period.period ?? 'week'}-${league.data?.period.start ?? ''}.csv`}
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
            <LeagueLoading what="school league" />
          ) : league.isError ? (
            <LoadError
              title="The school league could not be loaded"
              message={league.error.message}
              onRetry={() => league.refetch()}
            />
          ) : (
            <>
              <LeagueStudentsTable
                students={league.data.students}
                label={year ? `School league, ${year}` : 'School league'}
                showClasses
              />
              <LeagueChart
                title={year ? `Top of ${year}` : 'Top of the school'}
                description={`Effort points of the ten students with the most, ${league.data.period.label}.`}
                rows={league.data.students.map((s) => ({
                  key: s.studentId,
                  name: `${s.firstName} ${s.lastName}`,
                  points: s.effortPoints,
                }))}
              />
            </>
          )}
        </Stack>
      )}
    </LeaguePageFrame>
  );
}
