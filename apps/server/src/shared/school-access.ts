/** A teacher's membership of one school, as the set-work rules need it. */
export interface SchoolAccess {
  schoolId: number;
  teacherId: number;
  membershipStatus: 'Pending' | 'Confirmed';
  isSchoolAdministrator: boolean;
  /** The classes this teacher teaches in the school. */
  groupIds: number[];
}
