/** A year group as a country names it; `countryYearGroupId` is stable across seeds. */
export interface CountryYearGroup {
  countryYearGroupId: number;
  country: string;
  name: string;
  /** Position in the school career, 1 = the first year of primary school. */
  position: number;
}

export const DEFAULT_COUNTRY = 'GB';

const gbNames = [
  'Reception',
  'Year 1',
  'Year 2',
  'Year 3',
  'Year 4',
  'Year 5',
  'Year 6',
  'Year 7',
  'Year 8',
  'Year 9',
  'Year 10',
  'Year 11',
  'Year 12',
  'Year 13',
];
const usNames = [
  'Kindergarten',
  'Grade 1',
  'Grade 2',
  'Grade 3',
  'Grade 4',
  'Grade 5',
  'Grade 6',
  'Grade 7',
  'Grade 8',
  'Grade 9',
  'Grade 10',
  'Grade 11',
  'Grade 12',
];
const ieNames = [
  'Junior Infants',
  'Senior Infants',
  '1st Class',
  '2nd Class',
  '3rd Class',
  '4th Class',
  '5th Class',
  '6th Class',
  '1st Year',
  '2nd Year',
  '3rd Year',
  'Transition Year',
  '5th Year',
  '6th Year',
];

function yearGroupsOf(country: string, firstId: number, names: string[]): CountryYearGroup[] {
  return names.map((name, i) => ({ countryYearGroupId: firstId + i, country, name, position: i }));
}

/** Every country's year groups; GB first, as spec §9 makes GB the default country. */
export const COUNTRY_YEAR_GROUPS: readonly CountryYearGroup[] = [
  ...yearGroupsOf('GB', 1, gbNames),
  ...yearGroupsOf('US', 101, usNames),
  ...yearGroupsOf('IE', 201, ieNames),
];

/** The year groups of one country, in school order (an unknown country has none). */
export function yearGroupsForCountry(country: string): CountryYearGroup[] {
  return COUNTRY_YEAR_GROUPS.filter((y) => y.country === country.toUpperCase());
}
