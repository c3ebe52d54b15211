/**
 * The neutral roster every provider fake serves in its own provider's shape (issue 28), and the generator of a
 * large district. Ids are strings, as every provider's are.
 */

export interface FakePerson {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
  /** Students: unique pupil number / state id, where the provider has one. */
  upn?: string;
  /** Students: yyyy-mm-dd. */
  dateOfBirth?: string;
}

export interface FakeSection {
  id: string;
  name: string;
  grade?: string;
  teacherIds: string[];
  studentIds: string[];
}

export interface FakeRoster {
  district: { id: string; name: string; address?: string; city?: string; zip?: string };
  sections: FakeSection[];
  students: FakePerson[];
  teachers: FakePerson[];
}

/** A small roster: two classes, three students, two teachers. */
export function smallRoster(): FakeRoster {
  return {
    district: {
      id: 'district-1',
      name: 'Riverside Academy Trust',
      address: '1 High Street',
      city: 'Leeds',
      zip: 'LS1 1AA',
    },
    sections: [
      { id: 'sec-1', name: '7A/Ma1', grade: '7', teacherIds: ['t-1'], studentIds: ['s-1', 's-2'] },
      { id: 'sec-2', name: '8B/Ma2', grade: '8', teacherIds: ['t-2'], studentIds: ['s-3'] },
    ],
    students: [
      { id: 's-1', firstName: 'Ada', lastName: 'Lovelace', upn: 'A123456789012', dateOfBirth: '2013-05-01' },
      { id: 's-2', firstName: 'Alan', lastName: 'Turing', upn: 'B123456789012', dateOfBirth: '2013-09-12' },
      { id: 's-3', firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '2012-12-09' },
    ],
    teachers: [
      { id: 't-1', firstName: 'Mary', lastName: 'Somerville', email: 'mary.somerville@riverside.example' },
      { id: 't-2', firstName: 'Emmy', lastName: 'Noether', email: 'emmy.noether@riverside.example' },
    ],
  };
}

const FIRST = ['Amir', 'Beth', 'Chen', 'Dara', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jo', 'Kofi', 'Lena'];
const LAST = ['Smith', 'Jones', 'Patel', 'Khan', 'Brown', 'Wilson', 'Evans', 'Taylor', 'Ahmed', 'Walker'];

/**
 * A district of `students` students (default 3,000) in sections of about 30, with about 100 teachers; some
 * section names repeat, one teacher's email has no "@", every tenth student has no upn.
 */
export function largeDistrict(students = 3000, teachers = 100): FakeRoster {
  const roster: FakeRoster = {
    district: {
      id: 'district-large',
      name: 'Large District',
      address: '10 Market Square',
      city: 'York',
      zip: 'YO1 1AA',
    },
    sections: [],
    students: [],
    teachers: [],
  };
  for (let i = 0; i < teachers; i++) {
    roster.teachers.push({
      id: `lt-${i}`,
      firstName: FIRST[i % FIRST.length] ?? 'T',
      lastName: `${LAST[i % LAST.length] ?? 'T'}${i}`,
      email: i === 7 ? `teacher${i}.large-district.example` : `teacher${i}@large-district.example`,
    });
  }
  for (let i = 0; i < students; i++) {
    const year = 7 + (i % 5);
    roster.students.push({
      id: `ls-${i}`,
      firstName: FIRST[(i * 7) % FIRST.length] ?? 'S',
      lastName: LAST[(i * 3) % LAST.length] ?? 'S',
      ...(i % 10 === 9 ? {} : { upn: `L${String(100000000000 + i)}` }),
      dateOfBirth: `${2019 - year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    });
  }
  const sectionCount = Math.ceil(students / 30);
  for (let s = 0; s < sectionCount; s++) {
    const members = roster.students.slice(s * 30, s * 30 + 30).map((p) => p.id);
    const year = 7 + (s % 5);
    roster.sections.push({
      id: `lsec-${s}`,
      // Every twentieth section repeats the name of the one before it (duplicate names happen in real rosters).
      name: s % 20 === 19 ? `${7 + ((s - 1) % 5)}X/Ma${s - 1}` : `${year}X/Ma${s}`,
      grade: String(year),
      teacherIds: [`lt-${s % teachers}`],
      studentIds: members,
    });
  }
  return roster;
}
