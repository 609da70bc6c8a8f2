// In-app support conversation (walk issue 19 item 18): one conversation per player with the
// operator's staff. The text rules and the send rate, shared by the server (which enforces them)
// and the web (counter, input limit).

/** A message is 1 to 2000 characters (Unicode code points) after normalisation. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

/** Messages per page of a conversation. */
export const SUPPORT_PAGE_SIZE = 50;

/** Per player: one message a second and at most 10 a minute. */
export const SUPPORT_RATE_LIMIT = {
  minIntervalMs: 1_000,
  windowMs: 60_000,
  maxPerWindow: 10,
} as const;

// C0 and C1 controls and DEL, except line feed (line breaks are kept; CR LF becomes LF first).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;
// Bidirectional embeddings, overrides and isolates: they could reorder what the reader sees.
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text as stored and shown: line breaks kept (at most two in a row), tabs become spaces,
 * other controls removed, spaces collapsed within a line, trimmed.
 */
export function normalizeSupportText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(BIDI_CONTROL, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type SupportTextCheck =
  | { ok: true; text: string }
  | { ok: false; code: 'VALIDATION_ERROR'; reason: 'EMPTY' | 'TOO_LONG' };

/** Normalises and checks a support message (VALIDATION_ERROR when empty or over 2000). */
export function checkSupportText(raw: string): SupportTextCheck {
  const text = normalizeSupportText(raw);
  if (text.length === 0) return { ok: false, code: 'VALIDATION_ERROR', reason: 'EMPTY' };
  if ([...text].length > SUPPORT_MESSAGE_MAX_LENGTH) {
    return { ok: false, code: 'VALIDATION_ERROR', reason: 'TOO_LONG' };
  }
  return { ok: true, text };
}
