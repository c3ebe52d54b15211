import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import { useSchoolLeague } from '../api/school-league.ts';
import { LeagueChart } from './league-chart.tsx';
import { POINTS_RULE } from './league-page-frame.tsx';
import { LeagueStudentsTable } from './league-students-table.tsx';
import { useYearLeagueChoices, YearLeaguePage } from './year-league-page.tsx';

/**
 * `/{schoolId}/motivate/school-league`: every student of the school (or of one year group) ranked on
 * effort points for a week or a term, 50 a page, with the top ten as bars and a CSV.
 */
export function SchoolLeaguePage() {
  const choices = useYearLeagueChoices('School league');
  const { schoolId, yearGroupId } = choices;
  const league = useSchoolLeague(schoolId ?? 0, choices.query);
  if (schoolId === null) return null;
  const year = league.data?.yearGroups.find((y) => y.yearGroupId === yearGroupId)?.name;
  return (
    <YearLeaguePage
      choices={choices}
      schoolId={schoolId}
      title="School league"
      intro={`Every student of the school ranked on effort, not on being right. ${POINTS_RULE}`}
      what="school league"
      exportEndpoint={leaguePaths.schoolLeagueExport(schoolId)}
      filePrefix="school-league"
      league={league}
    >
      {(data) => (
        <>
          <LeagueStudentsTable
            students={data.students}
            label={year ? `School league, ${year}` : 'School league'}
            showClasses
          />
          <LeagueChart
            title={year ? `Top of ${year}` : 'Top of the school'}
            description={`Effort points of the ten students with the most, ${data.period.label}.`}
            rows={data.students.map((s) => ({
              key: s.studentId,
              name: `${s.firstName} ${s.lastName}`,
              points: s.effortPoints,
            }))}
          />
        </>
      )}
    </YearLeaguePage>
  );
}
