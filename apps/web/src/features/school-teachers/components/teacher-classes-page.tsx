import { paths } from '../../../shared/routing/paths.ts';
import { PeopleClassesScreen } from '../../../shared/school/components/people-classes-screen.tsx';
import { useSetTeacherClasses } from '../api/teacher-profile.ts';

/** `…/settings/teachers/add-classes` (and the {scope} one): the chosen teachers teach classes. */
export function TeacherAddClassesPage() {
  const change = useSetTeacherClasses();
  return (
    <PeopleClassesScreen
      who="teachers"
      mode="add"
      backTo={paths.settingsTeachers}
      save={({ schoolId, ids, groupIds }) =>
        change.mutateAsync({ schoolId, body: { teacherIds: ids, add: groupIds } })
      }
    />
  );
}

/** `…/settings/teachers/manage-classes` (and the {scope} one): the chosen teachers stop teaching classes. */
export function TeacherManageClassesPage() {
  const change = useSetTeacherClasses();
  return (
    <PeopleClassesScreen
      who="teachers"
      mode="remove"
      backTo={paths.settingsTeachers}
      save={({ schoolId, ids, groupIds }) =>
        change.mutateAsync({ schoolId, body: { teacherIds: ids, remove: groupIds } })
      }
    />
  );
}
