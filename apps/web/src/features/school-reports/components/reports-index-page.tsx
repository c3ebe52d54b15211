import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ReportsTabs, usageReportHref } from '../../../shared/reports/reports-tabs.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

const CARDS = [
  {
    title: 'School',
    to: paths.reportsSchool,
    text: 'Completion and attainment by year group and class, the commonest misconceptions, topics taught and not yet taught, and the classes falling behind.',
  },
  {
    title: 'Classes',
    to: paths.reportsClasses,
    text: 'Every class side by side: completion, score and proficiency against its year group.',
  },
  {
    title: 'Group',
    to: (schoolId: number) => paths.reportsGroup(schoolId),
    text: "One class in depth: its topics with proficiency, its misconceptions and each piece of work's completion.",
  },
  {
    title: 'Topics',
    to: (schoolId: number) => paths.reportsTopics(schoolId),
    text: "One topic across the school: each year group's and class's answers, proficiency and most chosen misconceptions.",
  },
  {
    title: 'Diagnostic',
    to: paths.reportsDiagnostic,
    text: "A diagnostic quiz's results by misconception, for a class (with who chose each) or a year group.",
  },
  {
    title: 'Growth',
    to: paths.reportsGrowth,
    text: 'How far students have come since their baseline, with the uncertainty.',
  },
  {
    title: 'Baseline',
    to: paths.reportsBaseline,
    text: "Each student's starting point from their first diagnostic work.",
  },
  {
    title: 'Lessons',
    to: (schoolId: number) => paths.reportsLessonProgress(schoolId),
    text: 'How far each student of a class has got through the lessons set: steps done, questions right, time spent and where they stopped.',
  },
  {
    title: 'Exports',
    to: paths.reportsExports,
    text: 'Every answer of a date range as a CSV file for your data manager: a class, or the whole school.',
  },
] as const;

/** Only for the school's administrators (issue 32): the card is not shown to other teachers. */
const ADMINISTRATOR_CARDS = [
  {
    title: 'Usage',
    to: usageReportHref,
    text: 'For administrators: week by week, the teachers who set work and the students who did it, each class’s work, the features used and the experiments.',
  },
] as const;

/** `/{schoolId}/reports`: the reports on offer, one card each. */
export function ReportsIndexPage() {
  usePageTitle('Reports');
  const schoolId = useSessionStore((s) => s.schoolId);
  const isAdministrator = useSessionStore((s) => s.currentSchool?.teacher.isSchoolAdministrator ?? false);
  if (schoolId === null) return null;
  const cards = isAdministrator ? [...CARDS, ...ADMINISTRATOR_CARDS] : CARDS;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Reports</Title>
        <Text>
          Results across the school, your classes and each class in depth; topics, diagnostic quizzes, growth
          and baseline; lesson progress; the raw data as files.
        </Text>
      </Stack>
      <ReportsTabs schoolId={schoolId} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cards.map((c) => (
          <Card key={c.title} withBorder radius="md" padding="md">
            <Title order={2} size="h4">
              <Anchor component={Link} to={c.to(schoolId)}>
                {c.title}
              </Anchor>
            </Title>
            <Text size="sm" mt="xs">
              {c.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
