/** Test fixture for the PII guard's tests (issue 29 point 6). */
import type { PiiPerson } from './pii-guard.ts';

/** Canary names: accents, apostrophes, hyphens, particles, scripts, full-width letters. */
export const CANARIES: PiiPerson[] = [
  {
    display: 'Zoë Ðặng',
    values: ['zoe.dang', 'zoe.dang@school.example', 'zdang@school.example.onmicrosoft.com'],
  },
  { display: "Siobhán O'Brien", values: ['Siobhán', "O'Brien", 'sobrien'] },
  { display: 'Dorothy-Anne Smythe-Ferrars', values: ['dasf22'] },
  { display: 'Łukasz Żółć' },
  { display: 'Nguyễn Thị Minh Khai' },
  { display: 'Björk Guðmundsdóttir' },
  { display: 'María de la Cruz Ibáñez' },
  { display: 'Kwame Nkrumah-Acheampong' },
  { display: 'Søren Kierkegård' },
  { display: 'Xochitl Quetzalli', values: ['xq@pupils.example.org'] },
  { display: 'Mr Ezekiel Thistlewood', kind: 'teacher', values: ['ethistlewood@school.example'] },
];
