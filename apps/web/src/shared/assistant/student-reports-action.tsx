import { Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { LazyDialog } from '../ui/lazy-dialog.tsx';
import { useAssistantOn } from './use-assistant-on.ts';

const StudentReportsDialog = lazy(async () => ({
  default: (await import('./student-reports.tsx')).StudentReportsDialog,
}));

/**
 * "Student reports" on one work's results (issue 29 point 4), only where the school has the assistant
 * on; the dialog's code comes when it first opens, so the results page stays light.
 */
export function StudentReportsAction({
  schoolId,
  assignmentId,
  groupId,
}: {
  schoolId: number;
  assignmentId: number;
  groupId: number | null;
}) {
  const on = useAssistantOn();
  const [opened, setOpened] = useState(false);
  if (!on) return null;
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconFileText size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Student reports
      </Button>
      <LazyDialog
        dialog={StudentReportsDialog}
        opened={opened}
        onClose={() => setOpened(false)}
        schoolId={schoolId}
        assignmentId={assignmentId}
        groupId={groupId}
      />
    </>
  );
}
