import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import { IconRepeat, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import type { SessionGroup } from '../../../shared/session/school-rules.ts';
import muted from '../../../shared/ui/muted-text.module.css';

export interface ClassCardProps {
  schoolId: number;
  group: SessionGroup;
}

/**
 * One class on the dashboard: its name (a link to the class), year group and number of students,
 * and a way to set it retrieval practice from its recommendation.
 */
export function ClassCard({ schoolId, group }: ClassCardProps) {
  const students = `${group.studentCount} ${group.studentCount === 1 ? 'student' : 'students'}`;
  const headingId = `class-card-${group.groupId}`;
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="class-card">
      <Title order={3} size="h4" id={headingId}>
        <Anchor component={Link} to={paths.classPage(schoolId, group.groupId)} inherit underline="hover">
          {group.code}
        </Anchor>
      </Title>
      {group.description && (
        <Text size="sm" className={muted.muted} mt={4}>
          {group.description}
        </Text>
      )}
      <Group gap="lg" mt="md">
        <Text size="sm">{group.yearGroupName ?? 'No year group'}</Text>
        <Group gap={6}>
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{students}</Text>
        </Group>
      </Group>
      <Anchor
        component={Link}
        to={{ search: setWorkSearch({ kind: 'RetrievalPractice', groupId: group.groupId }) }}
        size="sm"
        mt="sm"
        aria-describedby={headingId}
        data-testid="class-retrieval-practice"
      >
        <Group gap={4} component="span">
          <IconRepeat size={16} aria-hidden />
          Retrieval practice
        </Group>
      </Anchor>
    </Card>
  );
}
