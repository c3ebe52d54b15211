import { Group, NativeSelect, Stack } from '@mantine/core';
import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import { useSchoolClasses } from '../../../shared/classes/api/list-school-classes.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { usePageClass } from '../../../shared/session/use-page-class.ts';
import { ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useClassLeague } from '../api/class-league.ts';
import { ExportLeagueButton } from './export-league-button.tsx';
import { LeagueChart } from './league-chart.tsx';
import { LeagueLoading, LeaguePageFrame, POINTS_RULE } from './league-page-frame.tsx';
import { LeaguePeriodControls } from './league-period-controls.tsx';
import { LeagueStudentsTable } from './league-students-table.tsx';
import { LeaguesOff } from './leagues-off.tsx';
import { isLeaguesOff, useLeaguePeriod, useLeaguesOn } from './use-leagues.ts';

/**
 * `/{schoolId}/motivate/class-league`: one class's students ranked on effort points for a week or a
 * term, with medals for the top three, the counts behind the points, a bar chart of the top and a
 * CSV. Any class of the school (the sidebar's class first, else one the teacher teaches).
 */
export function ClassLeaguePage() {
  usePageTitle('Class league');
  const schoolId = useSessionStore((s) => s.schoolId);
  const ownGroups = useSessionStore((s) => s.groups);
  const leaguesOn = useLeaguesOn(schoolId);
  const classes = useSchoolClasses(schoolId ?? 0, schoolId !== null && leaguesOn);
  const items = classes.data?.items ?? [];
  // The teacher's own classes first: without a class in the sidebar, the league opens on one of theirs.
  const isOwn = (id: number) => ownGroups.some((g) => g.groupId === id);
  const choices = [...items.filter((c) => isOwn(c.groupId)), ...items.filter((c) => !isOwn(c.groupId))];
  const { groupId, setGroupId } = usePageClass(choices);
  const period = useLeaguePeriod();
  const query = { period: period.period, date: period.date };
  const league = useClassLeague(schoolId ?? 0, leaguesOn ? groupId : null, query);
  if (schoolId === null) return null;

  const off = !leaguesOn || isLeaguesOff(league.error);
  const groupName = league.data?.groupName ?? items.find((c) => c.groupId === groupId)?.code ?? '';
  return (
    <LeaguePageFrame
      schoolId={schoolId}
      title="Class league"
      intro={`A class's students ranked on effort, not on being right, so everyone can climb. ${POINTS_RULE}`}
      actions={
        !off &&
        groupId !== null && (
          <ExportLeagueButton
            endpoint={leaguePaths.classLeagueExport(schoolId, groupId)}
            query={query}
            fileName={`class-league-${groupName}-${league.data?.period.period ?? 'week'}-${league.data?.period.start ?? ''}.csv`}
            disabled={!league.data}
          />
        )
      }
    >
      {off ? (
        <LeaguesOff />
      ) : classes.isError ? (
        <LoadError
          title="The classes could not be loaded"
          message={classes.error.message}
          onRetry={() => classes.refetch()}
        />
      ) : (
        <Stack gap="md">
          <Group gap="md" align="flex-end" wrap="wrap">
            <NativeSelect
              label="Class"
              data={items.map((c) => ({ value: String(c.groupId), label: c.code }))}
              value={groupId === null ? '' : String(groupId)}
              onChange={(e) => setGroupId(Number(e.currentTarget.value))}
              style={{ flex: '0 1 14rem' }}
              disabled={classes.isPending}
            />
            <LeaguePeriodControls value={period} shown={league.data?.period} onChange={period.setState} />
          </Group>
          {classes.isPending ? (
            <LeagueLoading what="class league" />
          ) : groupId === null ? (
            <LeagueStudentsTable students={[]} label="Class league" />
          ) : (
            <ListStates
              read={league}
              noun="the class league"
              errorTitle="The class league could not be loaded"
              isEmpty={() => false}
              empty={null}
            >
              {(data) => (
                <>
                  <LeagueStudentsTable students={data.students} label={`Class league of ${groupName}`} />
                  <LeagueChart
                    title={`Top of ${groupName}`}
                    description={`Effort points of the top ten students of ${groupName}, ${data.period.label}.`}
                    rows={data.students.map((s) => ({
                      key: s.studentId,
                      name: `${s.firstName} ${s.lastName}`,
                      points: s.effortPoints,
                    }))}
                  />
                </>
              )}
            </ListStates>
          )}
        </Stack>
      )}
    </LeaguePageFrame>
  );
}
