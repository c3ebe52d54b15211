import { InvitationCodeSchema } from '@mathsight/contract/invitations.ts';
import { describe, expect, it } from 'vitest';
import { makeInvitationCode } from './invitation-code.ts';

describe('makeInvitationCode', () => {
  it('makes codes the contract accepts, different each time', () => {
    const codes = Array.from({ length: 200 }, makeInvitationCode);
    for (const code of codes) expect(InvitationCodeSchema.parse(code)).toBe(code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
