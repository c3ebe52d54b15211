import { describe, expect, it } from 'vitest';
import { formatInvitationCode, InvitationCodeSchema, normaliseInvitationCode } from './invitations.ts';

describe('invitation codes', () => {
  it('reads a code however it was typed', () => {
    expect(normaliseInvitationCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(InvitationCodeSchema.parse('abcde fghjk')).toBe('ABCDEFGHJK');
    expect(formatInvitationCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });

  it('refuses characters a code never has, and the wrong length', () => {
    expect(InvitationCodeSchema.safeParse('ABCDE-FGH0K').success).toBe(false);
    expect(InvitationCodeSchema.safeParse('ABCDE-FGHIK').success).toBe(false);
    expect(InvitationCodeSchema.safeParse('ABCDE').success).toBe(false);
  });
});
