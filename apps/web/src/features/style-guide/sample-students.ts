/**
 * Made-up students for the style guide's data table demo only: this page shows the UI kit, and
 * real screens fetch their lists from the API. Generated, not random, so the demo is the same on
 * every visit.
 */
export interface SampleStudent {
  id: number;
  firstName: string;
  lastName: string;
  className: string;
  yearGroup: string;
  /** Latest quiz score, 0 to 100. */
  score: number;
  /** ISO date (YYYY-MM-DD) of the last quiz taken. */
  lastActive: string;
}

export const SAMPLE_STUDENT_COUNT = 57;

const firstNames = [
  'Amara',
  'Ben',
  'Chloé',
  'Dev',
  'Eilidh',
  'Fatima',
  'George',
  'Hana',
  'Isaac',
  'Jess',
  'Kofi',
  'Leah',
  'Mohammed',
  'Niamh',
  'Oscar',
  'Priya',
  'Rhys',
  'Sofia',
  'Tomasz',
  'Uma',
  'Wei',
  'Yusuf',
  'Zara',
];
const lastNames = [
  'Okafor',
  'Hughes',
  'Martin',
  'Patel',
  'MacLeod',
  'Rahman',
  'Evans',
  'Kowalski',
  'Nguyen',
  'Brown',
  'Mensah',
  'Walsh',
  'Ali',
  'Murphy',
  'Davies',
  'Shah',
  'Jones',
  'Rossi',
  'Nowak',
  'Clarke',
  'Chen',
  'Yilmaz',
  'Taylor',
];
const classes = [
  { className: '7X/Ma1', yearGroup: 'Year 7' },
  { className: '8Y/Ma2', yearGroup: 'Year 8' },
  { className: '9Z/Ma1', yearGroup: 'Year 9' },
  { className: '10A/Ma3', yearGroup: 'Year 10' },
  { className: '11B/Ma1', yearGroup: 'Year 11' },
];

/** A fixed "today" so that dates, like everything else here, never change between visits. */
const REFERENCE_DAY = Date.UTC(2026, 8, 25);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The item at `index` of a list of sample values, which always has one there. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('The sample lists are never empty');
  return item;
}

export function createSampleStudents(count: number = SAMPLE_STUDENT_COUNT): SampleStudent[] {
  return Array.from({ length: count }, (_, index) => {
    const schoolClass = at(classes, index * 3);
    return {
      id: 1001 + index,
      firstName: at(firstNames, index * 7),
      lastName: at(lastNames, index * 5 + Math.floor(index / lastNames.length)),
      className: schoolClass.className,
      yearGroup: schoolClass.yearGroup,
      score: (index * 37 + 23) % 101,
      lastActive: new Date(REFERENCE_DAY - ((index * 11) % 60) * DAY_MS).toISOString().slice(0, 10),
    };
  });
}
