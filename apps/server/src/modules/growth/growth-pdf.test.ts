import type { ClassGrowth, StudentGrowth } from '@mathsight/contract/growth.ts';
import { describe, expect, it } from 'vitest';
import { growthPdf, growthSentence } from './growth-pdf.ts';

const student = (id: number, firstName: string, overrides: Partial<StudentGrowth> = {}): StudentGrowth => ({
  studentId: id,
  firstName,
  lastName: 'Nguyễn',
  baseline: {
    ability: -0.4,
    standardError: 0.4,
    answerCount: 12,
    label: 'developing',
    measuredAt: '2026-09-20T10:00:00.000Z',
    source: 'diagnostic',
    assignmentId: 4,
    assignmentName: 'Year 8 baseline',
  },
  now: { ability: 0.6, standardError: 0.3, answerCount: 50, label: 'secure' },
  growth: 1,
  growthStandardError: 0.5,
  verdict: 'grew',
  weeks: [
    { weekStart: '2026-09-14', ability: -0.4, standardError: 0.4 },
    { weekStart: '2026-09-21', ability: 0.1, standardError: 0.35 },
    { weekStart: '2026-10-05', ability: 0.6, standardError: 0.3 },
  ],
  ...overrides,
});

const growth = (students: StudentGrowth[]): ClassGrowth => ({
  schoolId: 1,
  group: { id: 3, name: '8A' },
  strand: 'number',
  strands: [{ strand: 'number', name: 'Number', studentsWithBaseline: 1 }],
  expectedLevel: 0.5,
  diagnosticWorkCount: 1,
  students,
});

describe('growth PDFs', () => {
  it('print one A4 page per student, names in embedded fonts', async () => {
    const pdf = await growthPdf(
      growth([
        student(1, 'Thi Minh'),
        student(2, 'Zoë', {
          baseline: null,
          growth: null,
          growthStandardError: null,
          verdict: 'no baseline yet',
        }),
        student(3, 'Ola', {
          weeks: [],
          now: null,
          baseline: null,
          growth: null,
          growthStandardError: null,
          verdict: 'no baseline yet',
        }),
      ]),
      [{ studentId: 1, name: 'Fractions', measure: { mean: 2, variance: 0.05, count: 20 } }],
      { schoolName: 'Oakfield Academy', today: new Date('2026-11-26T09:00:00Z') },
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.\d+ 841\.\d+\]/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]+\+NotoSans-Bold/);
  }, 60_000);

  it('says growth in words only as far as the uncertainty allows', () => {
    expect(growthSentence(student(1, 'Ada'), 'Number')).toMatch(/^Ada has made clear progress in number/);
    expect(growthSentence(student(1, 'Ada', { verdict: 'about the same' }), 'Number')).toMatch(
      /too early to say/,
    );
    expect(growthSentence(student(1, 'Ada', { verdict: 'fell' }), 'Number')).toMatch(
      /lower than at the baseline/,
    );
    expect(growthSentence(student(1, 'Ada', { verdict: 'no baseline yet' }), 'Number')).toMatch(
      /first diagnostic quiz/,
    );
  });
});
