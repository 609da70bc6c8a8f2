import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MIN_LEVEL,
  CHAT_ROOMS,
  chatTextLength,
  checkChatText,
  isChatRoom,
  normalizeChatText,
} from './chat';

describe('chat rules (spec §6, §9)', () => {
  it('has a room per language and needs level 10 to write', () => {
    expect([...CHAT_ROOMS]).toEqual(['en', 'ru', 'az', 'kk', 'tr', 'ar']);
    expect(CHAT_MIN_LEVEL).toBe(10);
    expect(isChatRoom('ar')).toBe(true);
    expect(isChatRoom('de')).toBe(false);
    expect(isChatRoom(undefined)).toBe(false);
  });

  it('strips control and bidi-override characters, collapses whitespace and trims', () => {
    expect(normalizeChatText('  hi\u0000 there\u0007 ')).toBe('hi there');
    expect(normalizeChatText('line one\r\nline\ttwo')).toBe('line one line two');
    expect(normalizeChatText('a\u202eb\u2066c\u2069\u0085')).toBe('abc');
    expect(normalizeChatText('مرحبا   بالجميع')).toBe('مرحبا بالجميع');
    expect(normalizeChatText('👋🏽 ok')).toBe('👋🏽 ok');
  });

  it('accepts 1 to 300 code points after normalisation', () => {
    expect(checkChatText('  \u0000\n ')).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      reason: 'EMPTY',
    });
    expect(checkChatText('x')).toEqual({ ok: true, text: 'x' });
    expect(checkChatText(` ${'y'.repeat(CHAT_MESSAGE_MAX_LENGTH)} `)).toEqual({
      ok: true,
      text: 'y'.repeat(300),
    });
    expect(checkChatText('y'.repeat(301))).toMatchObject({ ok: false, reason: 'TOO_LONG' });
    // 300 emoji are 600 UTF-16 units but 300 characters
    expect(checkChatText('😀'.repeat(300)).ok).toBe(true);
    expect(chatTextLength('😀😀')).toBe(2);
  });
});
