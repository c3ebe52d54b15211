import { describe, expect, it } from 'vitest';
import { signInSlipsPdf, slipsByClass } from './sign-in-slips-pdf.ts';

const slip = (firstName: string, lastName: string, classCode: string) => ({
  firstName,
  lastName,
  userName: `${firstName}.${lastName}`.toLowerCase(),
  password: 'otter-maple-42',
  classCode,
});

describe('sign-in slips', () => {
  it('groups the slips by class (10A after 9B), students by last then first name', () => {
    const groups = slipsByClass([
      slip('Zoë', 'Adams', '10A'),
      slip('Ada', 'Nguyễn', '9B'),
      slip('Bea', 'Adams', '10A'),
      slip('Cai', "O'Brien", '9B'),
    ]);
    expect(groups.map((g) => [g.classCode, g.slips.map((s) => s.firstName)])).toEqual([
      ['9B', ['Ada', 'Cai']],
      ['10A', ['Bea', 'Zoë']],
    ]);
  });

  it('prints a page per class, the names set in embedded fonts (Vietnamese too)', async () => {
    const pdf = await signInSlipsPdf({
      slips: [
        slip('Thi Minh', 'Nguyễn', '8A'),
        ...Array.from({ length: 11 }, (_, i) => slip(`P${i}`, 'Lee', '8B')),
      ],
      schoolName: 'Oakfield Academy',
      signInAddress: 'mathsight.example/login',
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    // 8A: one page; 8B: eleven slips, ten a page, so two.
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(text).toMatch(/\/BaseFont \/[A-Z]+\+NotoSans-Bold/);
  }, 60_000);
});
