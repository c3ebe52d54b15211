import { Button, Container, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useUserState } from '../../../shared/session/set-user-state.ts';
import muted from '../../../shared/ui/muted-text.module.css';

/** The answer is kept in user state, so later screens (and we) know what the teacher came for. */
const GOAL_KEY = 'welcomeGoal';
const GOALS = [
  { value: 'diagnose', label: 'Find out what my classes misunderstand before I teach a topic' },
  { value: 'homework', label: 'Set homework that marks itself and tells me why answers are wrong' },
  { value: 'retrieval', label: 'Keep earlier topics fresh with retrieval practice' },
  { value: 'exploring', label: 'Just looking around for now' },
];

/**
 * /welcome: what Mathsight does, in three lines, and one question; then the teacher finds or adds
 * their school. A teacher with no school is sent here after signing up.
 */
export function WelcomePage() {
  usePageTitle('Welcome');
  const navigate = useNavigate();
  const { userState, setUserState } = useUserState();
  const [goal, setGoal] = useState(userState[GOAL_KEY] ?? '');

  const goOn = () => {
    if (goal) void setUserState(GOAL_KEY, goal);
    navigate(paths.schools());
  };

  return (
    <Container size={640} py={{ base: 'xl', sm: 56 }}>
      <Title order={1}>Welcome to Mathsight</Title>
      <Text className={muted.muted} mt="xs" size="lg">
        Every question has four options, and every wrong one tells you which misconception a student holds.
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="lg" radius="md">
        <Stack gap="lg">
          <Radio.Group
            label="What would you most like Mathsight to help with?"
            description="This helps us suggest where to start. You can do all of it."
            value={goal}
            onChange={setGoal}
          >
            <Stack gap="sm" mt="sm">
              {GOALS.map((g) => (
                <Radio key={g.value} value={g.value} label={g.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Text>Next, find your school, or add it if you are the first from your school.</Text>
          <Button onClick={goOn} size="md">
            Find my school
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
