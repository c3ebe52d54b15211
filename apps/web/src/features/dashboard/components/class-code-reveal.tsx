import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import type { SessionGroup } from '../../../shared/session/school-rules.ts';
import { useClassInvitation } from '../api/get-class-invitation.ts';
import classes from './class-code-reveal.module.css';

/** A class's invitation code on demand, for a teacher whose class has no students yet. */
export function ClassCodeReveal({ group }: { group: SessionGroup }) {
  const [shown, setShown] = useState(false);
  const invitation = useClassInvitation(group.groupId, shown);
  if (!shown) {
    return (
      <Button variant="light" onClick={() => setShown(true)}>
        Show the code for {group.code}
      </Button>
    );
  }
  return (
    <Group gap="sm" aria-live="polite">
      {invitation.isPending && <Text size="sm">Loading the code…</Text>}
      {invitation.isError && <Text size="sm">{errorMessageOf(invitation.error)}</Text>}
      {invitation.data && (
        <Text>
          Students sign up at <strong>{window.location.host}/signup</strong> with the code{' '}
          <span className={classes.code} data-testid="class-code">
            {invitation.data.displayCode}
          </span>
        </Text>
      )}
    </Group>
  );
}
