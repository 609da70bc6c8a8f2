// Players' chat (spec §6, §8 CHAT_UNAVAILABLE, §9 chat level): the rooms, the text rules and the
// send rate, shared by the server (which enforces them) and the web (counter, input limits).
import { LANGUAGES, type Language } from './constants';
import { CHAT_TIER } from './vip';

/** One public room per interface language. */
export const CHAT_ROOMS = LANGUAGES;
export type ChatRoom = Language;

export function isChatRoom(value: unknown): value is ChatRoom {
  return typeof value === 'string' && (CHAT_ROOMS as readonly string[]).includes(value);
}

/** The level a player needs to write: the first VIP tier's (reading needs only a session). */
export const CHAT_MIN_LEVEL: number = CHAT_TIER.minLevel;

/** A message is 1 to 300 characters (Unicode code points) after normalisation. */
export const CHAT_MESSAGE_MAX_LENGTH = 300;

/** Messages per page of history. */
export const CHAT_PAGE_SIZE = 50;

/** Per player: one message every 2 s and at most 10 a minute. */
export const CHAT_RATE_LIMIT = {
  minIntervalMs: 2_000,
  windowMs: 60_000,
  maxPerWindow: 10,
} as const;

// C0 and C1 controls and DEL; line breaks and tabs become spaces first.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
// Bidirectional embeddings, overrides and isolates: they could reorder what others read.
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/g;

/** The text as it is stored and shown: controls removed, whitespace runs collapsed, trimmed. */
export function normalizeChatText(text: string): string {
  return text
    .replace(/[\t\n\r\u2028\u2029]/g, ' ')
    .replace(CONTROL, '')
    .replace(BIDI_CONTROL, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Length in code points (an emoji counts once), as the 300 limit counts. */
export function chatTextLength(text: string): number {
  return [...text].length;
}

export type ChatTextCheck =
  | { ok: true; text: string }
  | { ok: false; code: 'VALIDATION_ERROR'; reason: 'EMPTY' | 'TOO_LONG' };

/** Normalises and checks a message (VALIDATION_ERROR when empty or over 300 characters). */
export function checkChatText(raw: string): ChatTextCheck {
  const text = normalizeChatText(raw);
  if (text.length === 0) return { ok: false, code: 'VALIDATION_ERROR', reason: 'EMPTY' };
  if (chatTextLength(text) > CHAT_MESSAGE_MAX_LENGTH) {
    return { ok: false, code: 'VALIDATION_ERROR', reason: 'TOO_LONG' };
  }
  return { ok: true, text };
}
