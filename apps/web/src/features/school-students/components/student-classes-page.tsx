import { paths } from '../../../shared/routing/paths.ts';
import { PeopleClassesScreen } from '../../../shared/school/components/people-classes-screen.tsx';
import { useSetStudentClasses } from '../api/change-student.ts';

/** `…/settings/students/add-classes` (and the {scope} one): the chosen students join classes. */
export function StudentAddClassesPage() {
  const change = useSetStudentClasses();
  return (
    <PeopleClassesScreen
      who="students"
      mode="add"
      backTo={paths.settingsStudents}
      save={({ schoolId, ids, groupIds }) =>
        change.mutateAsync({ schoolId, body: { studentIds: ids, add: groupIds } })
      }
    />
  );
}

/** `…/settings/students/manage-classes` (and the {scope} one): the chosen students leave classes. */
export function StudentManageClassesPage() {
  const change = useSetStudentClasses();
  return (
    <PeopleClassesScreen
      who="students"
      mode="remove"
      backTo={paths.settingsStudents}
      save={({ schoolId, ids, groupIds }) =>
        change.mutateAsync({ schoolId, body: { studentIds: ids, remove: groupIds } })
      }
    />
  );
}
