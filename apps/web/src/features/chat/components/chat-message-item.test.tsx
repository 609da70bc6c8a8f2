// Stored XSS in the web: a chat message and an author name carrying markup render as text — no
// element and no event handler is created from them (React escapes text children; this test
// fails if someone switches the message to HTML rendering).
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/test/i18n';
import type { ChatMessage } from '../api/chat-messages';
import { ChatMessageItem } from './chat-message-item';

const PAYLOADS = [
  '<img src=x onerror="window.__xss()">',
  '<script>window.__xss()</script>',
  '"><svg onload="window.__xss()">',
  '<a href="javascript:window.__xss()">click</a>',
];

describe('ChatMessageItem with hostile text', () => {
  it.each(PAYLOADS)('renders %s as literal text', (payload) => {
    const spy = vi.fn();
    (window as unknown as { __xss: () => void }).__xss = spy;
    const message = {
      __typename: 'ChatMessage',
      id: '1',
      room: 'en',
      text: payload,
      mine: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      author: { __typename: 'ChatAuthor', name: payload, tag: '1234', level: 10 },
    } as unknown as ChatMessage;
    const { container } = render(
      <ul>
        <ChatMessageItem message={message} time="12:00" />
      </ul>,
    );
    expect(container.querySelector('img, script, svg, a, iframe')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
      }
    }
    expect(container.textContent).toContain(payload);
    expect(spy).not.toHaveBeenCalled();
  });
});
