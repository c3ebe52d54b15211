import { useParams } from 'react-router';
import { parseSchoolId } from '../../../shared/routing/paths.ts';
import { useMe } from '../../../shared/session/api/get-me.ts';

/** The school and class of the address, and who the caller is in the school (users/me). */
export function useClassContext() {
  const params = useParams();
  const schoolId = parseSchoolId(params.schoolId) ?? 0;
  const groupId = parseSchoolId(params.groupId) ?? 0;
  const me = useMe(schoolId);
  return {
    schoolId,
    groupId,
    me,
    teacherId: me.data?.teacherId ?? null,
    isAdministrator: me.data?.isSchoolAdministrator ?? false,
  };
}

export const studentsCount = (n: number) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? 'student' : 'students'}`;
export const workCount = (n: number) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? 'piece' : 'pieces'} of set work`;
export const answersCount = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'answer' : 'answers'}`;
