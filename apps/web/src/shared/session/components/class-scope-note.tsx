import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import muted from '../../ui/muted-text.module.css';
import { useSessionStore } from '../session-store.ts';
import { useSelectedClass } from '../use-selected-class.ts';

/**
 * Which class a screen of work shows, and where that is changed: the sidebar's class selector (in
 * the menu on a phone). A teacher without classes has nothing to choose, so is told nothing.
 */
export function ClassScopeNote() {
  const { group } = useSelectedClass();
  const hasClasses = useSessionStore((s) => s.groups.length > 0);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  if (!hasClasses) return null;
  const where = phone ? 'the menu' : 'the sidebar';
  return (
    <Text size="sm" className={muted.muted} data-testid="class-scope">
      {group ? (
        <>
          Showing <strong>{group.code}</strong> · change in {where}
        </>
      ) : (
        <>
          Showing <strong>all your classes</strong> · choose one in {where}
        </>
      )}
    </Text>
  );
}
