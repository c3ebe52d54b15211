import { describe, expect, it } from 'vitest';
import { aYearAfter, DATA_EXPORT_MESSAGES, TransactionsCsvQuerySchema } from './data-exports.ts';

describe('aYearAfter', () => {
  it('is the same day a year later, 29 February falling back to the 28th', () => {
    expect(aYearAfter('2025-06-01')).toBe('2026-06-01');
    expect(aYearAfter('2024-02-29')).toBe('2025-02-28');
    expect(aYearAfter('2023-02-28')).toBe('2024-02-28');
    expect(aYearAfter('0999-12-31')).toBe('1000-12-31');
  });
});

describe('TransactionsCsvQuerySchema', () => {
  const issues = (query: Record<string, string>) => {
    const parsed = TransactionsCsvQuerySchema.safeParse(query);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes a range of up to a year, with or without a class', () => {
    expect(TransactionsCsvQuerySchema.parse({ from: '2025-01-01', to: '2025-01-01' })).toEqual({
      from: '2025-01-01',
      to: '2025-01-01',
    });
    expect(TransactionsCsvQuerySchema.parse({ from: '2024-09-01', to: '2025-09-01', groupId: '12' })).toEqual(
      {
        from: '2024-09-01',
        to: '2025-09-01',
        groupId: 12,
      },
    );
  });

  it('refuses a backwards or longer range on `to`, and what is no day on its own field', () => {
    expect(issues({ from: '2025-02-01', to: '2025-01-31' })).toEqual([`to: ${DATA_EXPORT_MESSAGES.order}`]);
    expect(issues({ from: '2024-09-01', to: '2025-09-02' })).toEqual([`to: ${DATA_EXPORT_MESSAGES.span}`]);
    expect(issues({ from: '01/09/2024', to: '2025-09-01' })).toEqual([`from: ${DATA_EXPORT_MESSAGES.from}`]);
    expect(issues({ from: '2024-09-01', to: '2025-13-01' })).toEqual([`to: ${DATA_EXPORT_MESSAGES.to}`]);
    expect(issues({ from: '2024-09-01', to: '2024-09-02', groupId: '0' })).toHaveLength(1);
  });
});
