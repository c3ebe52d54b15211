import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { FlowSummary } from '@mathsight/contract/flows.ts';
import { Link } from 'react-router';

/** The end of a flow: the score and what to work on, with the way out. */
export function FlowSummaryCard({
  summary,
  exit,
}: {
  summary: FlowSummary;
  exit: { to: string; label: string };
}) {
  const retried = summary.correctOnRetry ? `, and ${summary.correctOnRetry} more on a second try` : '';
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="flow-summary-title"
      data-testid="flow-summary"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="flow-summary-title">
          Summary
        </Title>
        <Text size="lg" fw={700} data-testid="flow-summary-score">
          {summary.correctFirstTime} of {summary.questionCount} right first time ({summary.scorePercent}%)
          {retried}.
        </Text>
        {summary.misconceptionsMet.length > 0 ? (
          <>
            <Text fw={600}>Misconceptions to work on</Text>
            <List spacing="xs">
              {summary.misconceptionsMet.map((m) => (
                <List.Item key={m.misconceptionId}>
                  <Text span fw={600}>
                    {m.name}
                  </Text>
                  {m.count > 1 ? ` (${m.count} times)` : ''}: {m.howToFix}
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text>No misconceptions met: every first answer was right.</Text>
        )}
        <div>
          <Button component={Link} to={exit.to}>
            {exit.label}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
