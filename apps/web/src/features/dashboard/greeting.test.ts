import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.ts';

describe('greetingFor', () => {
  const at = (time: string) => greetingFor(dayjs(`2030-03-04T${time}`));
  it('says good morning until noon, good afternoon until six, then good evening', () => {
    expect(at('00:00')).toBe('Good morning');
    expect(at('11:59')).toBe('Good morning');
    expect(at('12:00')).toBe('Good afternoon');
    expect(at('17:59')).toBe('Good afternoon');
    expect(at('18:00')).toBe('Good evening');
    expect(at('23:59')).toBe('Good evening');
  });
});
