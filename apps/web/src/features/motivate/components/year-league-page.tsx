import { Group, Stack } from '@mantine/core';
import type { LeaguePeriod } from '@mathsight/contract/leagues.ts';
import { type ReactNode, useState } from 'react';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { type ListRead, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { ExportLeagueButton } from './export-league-button.tsx';
import { LeaguePageFrame } from './league-page-frame.tsx';
import { LeaguePeriodControls } from './league-period-controls.tsx';
import { LeaguesOff } from './leagues-off.tsx';
import { isLeaguesOff, useLeaguePeriod, useLeaguesOn } from './use-leagues.ts';
import { YearGroupSelect } from './year-group-select.tsx';

/** What a league of the whole school answers besides its rows: its period and the year groups to filter by. */
interface YearLeague {
  period: LeaguePeriod;
  yearGroups: readonly { yearGroupId: number; name: string }[];
}

/** The reader's choices on a league of the whole school: its week or term and a year group, as the query. */
export function useYearLeagueChoices(title: string) {
  usePageTitle(title);
  const schoolId = useSessionStore((s) => s.schoolId);
  const leaguesOn = useLeaguesOn(schoolId);
  const period = useLeaguePeriod();
  const [yearGroupId, setYearGroupId] = useState<number | null>(null);
  const query = { period: period.period, date: period.date, yearGroupId };
  return { schoolId, leaguesOn, period, yearGroupId, setYearGroupId, query };
}

/**
 * A league of the whole school (its students, or its classes), of one year group if chosen: the frame,
 * "Export CSV", the year and period controls, then the league's loading, error and rows (`children`).
 */
export function YearLeaguePage<T extends YearLeague>({
  choices,
  schoolId,
  title,
  intro,
  what,
  exportEndpoint,
  filePrefix,
  league,
  children,
}: {
  choices: ReturnType<typeof useYearLeagueChoices>;
  schoolId: number;
  title: string;
  intro: string;
  /** Lower case, for "Loading the …" and "The … could not be loaded": "school league". */
  what: string;
  exportEndpoint: string;
  /** The CSV's name before its period: "school-league". */
  filePrefix: string;
  league: ListRead<T>;
  children: (league: T) => ReactNode;
}) {
  const { period, yearGroupId, setYearGroupId, query } = choices;
  const off = !choices.leaguesOn || isLeaguesOff(league.error);
  return (
    <LeaguePageFrame
      schoolId={schoolId}
      title={title}
      intro={intro}
      actions={
        !off && (
          <ExportLeagueButton
            wholeSchool
            endpoint={exportEndpoint}
            query={query}
            fileName={`${filePrefix}-${league.data?.period.period ?? 'week'}-${league.data?.period.start ?? ''}.csv`}
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
          <ListStates
            read={league}
            noun={`the ${what}`}
            errorTitle={`The ${what} could not be loaded`}
            isEmpty={() => false}
            empty={null}
          >
            {children}
          </ListStates>
        </Stack>
      )}
    </LeaguePageFrame>
  );
}
