/**
 * What every roster provider (the Clever-shaped sign-on, Google Classroom, Wonde) reads into, and the one
 * error it may throw (issue 28). A source reads every page before it answers: a sync is planned and applied
 * only from a whole roster, so a fault in the middle (401, 403, 5xx, timeout, a page missing) throws
 * `ProviderError` and nothing changes.
 */

export const ROSTER_PROVIDERS = ['clever', 'google-classroom', 'wonde'] as const;
export type RosterProvider = (typeof ROSTER_PROVIDERS)[number];

/** A student or a teacher as the provider holds them (ids are the provider's, strings). */
export interface RosterPerson {
  providerId: string;
  firstName: string;
  lastName: string;
  /** Teachers: their email (matched to a school's teachers); students where the provider has one. */
  email?: string;
  /** Students: the unique pupil number (UK) or state/SIS id, where the provider has one. */
  upn?: string;
  /** Students: yyyy-mm-dd, where the provider has it. */
  dateOfBirth?: string;
}

/** A class as the provider holds it (a Clever section, a Classroom course, a Wonde group). */
export interface RosterSection {
  providerId: string;
  name: string;
  /** The provider's year or grade as text ("7", "Year 7"), where it has one. */
  yearGroup?: string;
  /** The class's owner (Clever's primary teacher, Classroom's course owner); else its first teacher owns it. */
  ownerId?: string;
  teacherIds: string[];
  studentIds: string[];
}

export interface Roster {
  provider: RosterProvider;
  sections: RosterSection[];
  students: RosterPerson[];
  teachers: RosterPerson[];
}

export interface RosterProgress {
  pagesRead: number;
  itemsRead: number;
}

export interface RosterSource {
  readonly provider: RosterProvider;
  /** Every page of sections, students and teachers; throws ProviderError on any fault. */
  readRoster(options?: {
    onProgress?: (progress: RosterProgress) => void;
    signal?: AbortSignal;
  }): Promise<Roster>;
}

export type ProviderFault =
  | 'unauthorised'
  | 'forbidden'
  | 'unavailable'
  | 'timeout'
  | 'incomplete'
  | 'malformed';

export class ProviderError extends Error {
  constructor(
    readonly provider: RosterProvider,
    readonly fault: ProviderFault,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
