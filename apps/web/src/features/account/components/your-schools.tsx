import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { UserSchool } from '@mathsight/contract/users.ts';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useLeaveSchool } from '../api/account.ts';

/** The schools the user belongs to, each with its role, and leaving one after a confirming step. */
export function YourSchools({ schools }: { schools: UserSchool[] }) {
  const leave = useLeaveSchool();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      {schools.length === 0 && <Text>You don't belong to a school at the moment.</Text>}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {schools.map((s) => (
          <li key={s.schoolId}>
            <Group gap="sm" justify="space-between" wrap="wrap">
              <Group gap="sm">
                <Text>{s.name}</Text>
                {s.teacher.isSchoolAdministrator && (
                  <Badge color="indigo.9" variant="outline">
                    Administrator
                  </Badge>
                )}
                {s.teacher.schoolMembershipStatus === 'Pending' && (
                  <Badge color="gray.8" variant="outline">
                    Waiting for an administrator
                  </Badge>
                )}
              </Group>
              {confirming !== s.schoolId && (
                <Button variant="default" size="xs" onClick={() => setConfirming(s.schoolId)}>
                  Leave {s.name}
                </Button>
              )}
            </Group>
            {confirming === s.schoolId && (
              <Stack gap="xs" mt="xs">
                <Text size="sm">
                  You will no longer see {s.name}'s classes or results. The classes and the work you set stay
                  with the school and its other teachers.
                </Text>
                <Group gap="xs">
                  <Button
                    color="red.9"
                    size="xs"
                    loading={leave.isPending}
                    onClick={() =>
                      leave.mutate(s.schoolId, {
                        onSuccess: () => {
                          setConfirming(null);
                          setLeft(`You have left ${s.name}.`);
                        },
                      })
                    }
                  >
                    Leave the school
                  </Button>
                  <Button variant="default" size="xs" onClick={() => setConfirming(null)}>
                    Cancel
                  </Button>
                </Group>
              </Stack>
            )}
          </li>
        ))}
      </Stack>
      <div aria-live="polite">
        {left && <StatusAlert tone="success" title={left} role="status" />}
        {leave.isError && (
          <StatusAlert tone="error" title="You did not leave the school" role="alert">
            {errorMessageOf(leave.error)}
          </StatusAlert>
        )}
      </div>
    </Stack>
  );
}
