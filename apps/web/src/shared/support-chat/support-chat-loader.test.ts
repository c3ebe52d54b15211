import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  removeSupportChat,
  SUPPORT_CHAT_SCRIPT_ID,
  type SupportChatInput,
  syncSupportChat,
} from './support-chat-loader.ts';

const configured = { enabled: true as const, scriptUrl: 'https://widget.chat.example/w.js', appId: 'app-1' };
const teacher: SupportChatInput = {
  role: 'Teacher',
  userId: 7,
  identityHash: 'hash-7',
  functionalConsent: true,
  settings: configured,
};
const script = () => document.getElementById(SUPPORT_CHAT_SCRIPT_ID) as HTMLScriptElement | null;

afterEach(() => removeSupportChat());

describe('the support chat widget (spec §6: teachers only, with functional consent)', () => {
  it('loads the script for a teacher who accepted functional cookies, with their identity hash', () => {
    syncSupportChat(teacher);
    const tag = script();
    expect(tag?.getAttribute('src')).toBe('https://widget.chat.example/w.js');
    expect(tag?.async).toBe(true);
    expect(tag?.dataset).toMatchObject({ appId: 'app-1', userId: '7', identityHash: 'hash-7' });
    expect(window.mathsightSupportChat).toEqual({ appId: 'app-1', userId: 7, identityHash: 'hash-7' });
    // In step already: a second sync adds nothing.
    syncSupportChat(teacher);
    expect(document.querySelectorAll(`#${SUPPORT_CHAT_SCRIPT_ID}`)).toHaveLength(1);
  });

  it.each([
    ['without functional consent', { functionalConsent: false }],
    ['for a student', { role: 'Student' as const }],
    ['for a parent', { role: 'Parent' as const }],
    ['for no one signed in', { role: null, userId: null, identityHash: null }],
    ['when the server is not configured', { settings: { enabled: false as const } }],
    ['before the settings are known', { settings: undefined }],
    ['without an identity hash', { identityHash: '' }],
  ])('loads nothing %s', (_name, change) => {
    syncSupportChat({ ...teacher, ...change });
    expect(script()).toBeNull();
    expect(window.mathsightSupportChat).toBeUndefined();
  });

  it('is removed when consent is withdrawn, calling the provider’s shutdown', () => {
    syncSupportChat(teacher);
    const shutdown = vi.fn();
    if (window.mathsightSupportChat) window.mathsightSupportChat.shutdown = shutdown;
    syncSupportChat({ ...teacher, functionalConsent: false });
    expect(shutdown).toHaveBeenCalledOnce();
    expect(script()).toBeNull();
    expect(window.mathsightSupportChat).toBeUndefined();
  });

  it('restarts for another user rather than keeping the first one’s identity', () => {
    syncSupportChat(teacher);
    syncSupportChat({ ...teacher, userId: 8, identityHash: 'hash-8' });
    expect(document.querySelectorAll(`#${SUPPORT_CHAT_SCRIPT_ID}`)).toHaveLength(1);
    expect(script()?.dataset.identityHash).toBe('hash-8');
  });

  it('removal survives a failing provider shutdown', () => {
    syncSupportChat(teacher);
    if (window.mathsightSupportChat)
      window.mathsightSupportChat.shutdown = () => {
        throw new Error('provider');
      };
    removeSupportChat();
    expect(script()).toBeNull();
  });
});
