import { NativeSelect } from '@mantine/core';
import { useSessionStore } from '../session-store.ts';
import { useSwitchSchool } from '../use-switch-school.ts';

export interface SchoolSwitcherProps {
  label?: string;
}

/** Lets a teacher who belongs to several schools move between them; absent for one school. */
export function SchoolSwitcher({ label = 'School' }: SchoolSwitcherProps) {
  const userSchools = useSessionStore((s) => s.userSchools);
  const schoolId = useSessionStore((s) => s.schoolId);
  const switchSchool = useSwitchSchool();
  if (userSchools.length < 2) return null;
  return (
    <NativeSelect
      label={label}
      data-testid="school-switcher"
      value={schoolId === null ? '' : String(schoolId)}
      onChange={(event) => switchSchool(Number(event.currentTarget.value))}
      data={userSchools.map((s) => ({ value: String(s.schoolId), label: s.name }))}
    />
  );
}
