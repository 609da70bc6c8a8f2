import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../api/chat-messages';
import {
  MAX_MESSAGES_ON_SCREEN,
  authorInitial,
  isNearBottom,
  mergeMessages,
  visibleMessages,
} from './chat-room';

const message = (id: number, text = `m${id}`): ChatMessage => ({
  id: String(id),
  room: 'en',
  text,
  mine: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  author: { name: 'Al***a', tag: 'AB12', level: 10 },
});

describe('chat room state', () => {
  it('merges pages and live messages by id, oldest first, numerically', () => {
    const page = [message(9), message(10)];
    const earlier = [message(2), message(9)];
    const live = [message(11), message(10, 'edited copy')];
    expect(mergeMessages(page, earlier, live).map((m) => m.id)).toEqual(['2', '9', '10', '11']);
    expect(mergeMessages(page, live).find((m) => m.id === '10')?.text).toBe('edited copy');
  });

  it('hides removed messages and keeps the newest on screen', () => {
    expect(visibleMessages([[message(1), message(2)]], new Set(['1'])).map((m) => m.id)).toEqual([
      '2',
    ]);
    const many = Array.from({ length: MAX_MESSAGES_ON_SCREEN + 5 }, (_, i) => message(i + 1));
    const shown = visibleMessages([many], new Set());
    expect(shown).toHaveLength(MAX_MESSAGES_ON_SCREEN);
    expect(shown.at(-1)?.id).toBe(String(MAX_MESSAGES_ON_SCREEN + 5));
  });

  it('knows when the list sits at its bottom', () => {
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 600, clientHeight: 400 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 530, clientHeight: 400 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 100, clientHeight: 400 })).toBe(false);
  });

  it('gives an initial for the avatar', () => {
    expect(authorInitial('al***a')).toBe('A');
    expect(authorInitial('Ай***м')).toBe('А');
    expect(authorInitial(null)).toBe('#');
  });
});
