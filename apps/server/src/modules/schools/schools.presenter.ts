import { formatInvitationCode } from '@mathsight/contract/invitations.ts';
import type { GroupInvitation, School } from '@mathsight/contract/schools.ts';

/** The school's students' sign-up page with the code filled in. */
export const studentSignUpPath = (code: string) => `/signup/student/invite-code?code=${code}`;

/** A class's code as the API shows it: the code, its spaced display form and the sign-up link. */
export function toInvitation(groupId: number, code: string): GroupInvitation {
  return { groupId, code, displayCode: formatInvitationCode(code), signUpPath: studentSignUpPath(code) };
}

/** A school row as the API shows it (decision 0041: shapes beside the repository). */
export function toSchool(row: {
  id: number;
  name: string;
  addressLine1: string | null;
  city: string | null;
  zipOrPostCode: string | null;
  country: string;
  motivationalFeaturesEnabled: boolean;
}): School {
  return {
    schoolId: row.id,
    name: row.name,
    addressLine1: row.addressLine1,
    city: row.city,
    zipOrPostCode: row.zipOrPostCode,
    country: row.country,
    motivationalFeaturesEnabled: row.motivationalFeaturesEnabled,
  };
}
