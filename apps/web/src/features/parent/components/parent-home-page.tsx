import { Card, List, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import muted from '../../../shared/ui/muted-text.module.css';

/**
 * `/parent`: what a parent who signs in sees for now. Following a child's work is a later piece of
 * work; until then the page says so plainly and tells them where to ask (log out is in the layout).
 */
export function ParentHomePage() {
  usePageTitle('Parent home');
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <div>
        <Title order={1}>Parent home</Title>
        <Text className={muted.muted} mt={4}>
          Welcome to Mathsight. You are signed in as a parent.
        </Text>
      </div>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Your child&apos;s progress will appear here
          </Title>
          <Text>Soon this page will show:</Text>
          <List spacing={4}>
            <List.Item>the work their teachers set, and when it is due;</List.Item>
            <List.Item>how they did on the work they handed in;</List.Item>
            <List.Item>the topics they are learning and what to practise next.</List.Item>
          </List>
          <Text>
            Until then, please contact your child&apos;s school, through its office or your child&apos;s maths
            teacher, with any questions about their work.
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
