import { describe, expect, it } from 'vitest';
import { encodeNotice, parseNotice } from './revocation-notice.ts';

describe('revocation notices', () => {
  it('lists the ended sessions, read back as they were sent', () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    expect(parseNotice(encodeNotice(ids))).toEqual({ sessionIds: ids });
  });

  it('says "read again" when the list would not fit a NOTIFY payload (under 8000 bytes)', () => {
    const many = Array.from({ length: 300 }, () => crypto.randomUUID());
    const payload = encodeNotice(many);
    expect(payload.length).toBeLessThan(8000);
    expect(parseNotice(payload)).toBe('reload');
  });

  it('reads anything it cannot understand as "read again"', () => {
    for (const payload of ['', 'not json', '{"a":1}', '[1,2]', 'null']) {
      expect(parseNotice(payload)).toBe('reload');
    }
  });
});
