import { Stack, Text } from '@mantine/core';
import type { ParentChild, SchoolParent } from '@mathsight/contract/school-parents.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { DestructiveActions } from '../../../shared/ui/destructive-actions.tsx';
import { useUnlinkParent } from '../api/unlink-parent.ts';

export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** "Unlink": names the parent and the child, and says what stays (the account, the child's work). */
export function UnlinkParentDialog({
  schoolId,
  schoolName,
  parent,
  child,
  onClose,
  onUnlinked,
}: {
  schoolId: number;
  schoolName: string;
  parent: SchoolParent;
  child: ParentChild;
  onClose: () => void;
  onUnlinked: () => void;
}) {
  const unlink = useUnlinkParent(schoolId);
  const parentName = personName(parent);
  const childName = personName(child);
  const lastChild = parent.children.length === 1;
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={`Unlink ${parentName} from ${childName}?`}
      size="md"
      busy={unlink.isPending}
    >
      <Stack gap="md">
        <Text size="sm">
          {parentName} will no longer be linked to {childName} at {schoolName}. Their account stays, and{' '}
          {childName}&apos;s classes, work and results do not change.
        </Text>
        {lastChild && (
          <Text size="sm" fw={600}>
            {parentName} has no other child here you can see, so they will leave this list.
          </Text>
        )}
        <DestructiveActions
          failedTitle={`${parentName} was not unlinked`}
          error={unlink.isError ? unlink.error : null}
          pending={unlink.isPending}
          onCancel={onClose}
          onConfirm={() =>
            unlink.mutate(
              { parentId: parent.parentId, studentId: child.studentId },
              { onSuccess: onUnlinked },
            )
          }
        >
          Unlink {parentName}
        </DestructiveActions>
      </Stack>
    </AppDialog>
  );
}
