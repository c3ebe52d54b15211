import { Card, List, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import muted from '../../../shared/ui/muted-text.module.css';

/**
 * `/parent`: what a parent who signs in can do today. A parent's own view of their child's work
 * comes with the parents issue; until then the page promises nothing ("Soon…" read as a broken
 * promise) and says plainly what works now: the child's own account, and the school.
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
            What you can do today
          </Title>
          <Text>
            A parent account does not show your child&apos;s work yet. You can follow it with your child, on
            their own account:
          </Text>
          <List spacing={4}>
            <List.Item>
              Ask your child to sign in to Mathsight with their own username and password.
            </List.Item>
            <List.Item>
              Their home page lists the work their teachers set and when it is due, and the score of each
              piece they handed in.
            </List.Item>
            <List.Item>They can practise any topic, whenever they like.</List.Item>
          </List>
          <Text>
            If your child cannot sign in, or you have a question about their work, contact your child&apos;s
            school, through its office or your child&apos;s maths teacher.
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
