import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CreatedGroup } from '@mathsight/contract/schools.ts';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import classes from './class-code-card.module.css';

/**
 * A new class's invitation code, big enough to read from the back of a classroom, with the address to
 * type it at; Print gives a page of it for the board or to hand out. Then: set its first work.
 */
export function ClassCodeCard({
  schoolId,
  group,
  onAnother,
}: {
  schoolId: number;
  group: CreatedGroup;
  onAnother: () => void;
}) {
  const signUpAddress = `${window.location.origin}${group.invitation.signUpPath}`;
  return (
    <Stack gap="lg">
      <div className={classes.noPrint}>
        <Title order={1}>{group.code} is ready</Title>
        <Text className={muted.muted} mt="xs">
          Show this code to your students. They sign up with it and join {group.code} straight away.
        </Text>
      </div>
      <Paper withBorder p="xl" radius="md" className={classes.sheet}>
        <Stack gap="sm" align="center" ta="center">
          <Text size="lg" fw={600}>
            Join {group.code} on Mathsight
          </Text>
          <Text
            className={classes.code}
            data-testid="class-code"
            aria-label={`Class code ${group.invitation.displayCode.split('').join(' ')}`}
          >
            {group.invitation.displayCode}
          </Text>
          <Text>
            Go to <strong>{window.location.host}/signup</strong>, choose “I'm a student” and type the code.
          </Text>
          <Text size="sm" className={classes.address}>
            Or open {signUpAddress}
          </Text>
        </Stack>
      </Paper>
      <div className={classes.noPrint}>
        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            variant="default"
            onClick={() => window.print()}
          >
            Print
          </Button>
          <Button
            component={Link}
            to={`${paths.dashboard(schoolId)}${setWorkSearch({ groupId: group.groupId })}`}
          >
            Set the first work
          </Button>
          <Anchor component="button" type="button" onClick={onAnother} underline="always">
            Add another class
          </Anchor>
        </Group>
      </div>
    </Stack>
  );
}
