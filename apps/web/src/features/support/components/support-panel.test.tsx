// In-app support (walk issue 19 item 18): the conversation with live staff answers, sending with
// Enter (Shift+Enter breaks the line), translated refusals, inert markup, the guest prompt with the
// e-mail fallback (the side menu's Support item: app/layout/side-menu.test.tsx).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/lib/session';
import { fakeClient, type Answer } from '@/test/fake-client';
import { testUser } from '@/test/session-user';
import SupportPanel from './support-panel';

function message(id: number, text: string, fromStaff: boolean, staffName: string | null = null) {
  return {
    id: String(id),
    conversationId: '7',
    fromStaff,
    staffName,
    mine: !fromStaff,
    text,
    createdAt: '2026-11-26T06:00:00.000Z',
  };
}

function session(status: 'user' | 'guest'): Session {
  return status === 'user'
    ? { status, user: testUser(), token: 't', setToken() {}, logout() {}, refresh() {} }
    : { status, user: null, token: null, setToken() {}, logout() {}, refresh() {} };
}

function setup(status: 'user' | 'guest', send?: Answer) {
  const fake = fakeClient({
    SupportConversation: () => ({
      supportConversation: {
        id: '7',
        status: 'answered',
        hasMore: false,
        items: [message(1, 'Where is my deposit?', false), message(2, 'Credited now.', true)],
      },
    }),
    SendSupportMessage:
      send ??
      ((variables) => ({
        sendSupportMessage: {
          __typename: 'SendSupportMessageSuccess',
          supportMessage: message(3, String(variables.text), false),
        },
      })),
  });
  render(
    <Provider value={fake.client}>
      <SessionContext.Provider value={session(status)}>
        <MemoryRouter>
          <SupportPanel open />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return fake;
}

describe('SupportPanel', () => {
  it('shows the conversation and a staff answer arriving live, markup as text', async () => {
    const fake = setup('user');
    const list = await screen.findByTestId('support-messages');
    expect(within(list).getByText('Where is my deposit?')).toBeTruthy();
    expect(within(list).getByText('Credited now.')).toBeTruthy();
    expect(within(list).getAllByText(/Support team/)).toHaveLength(1);
    act(() =>
      fake.push('SupportMessageAdded', {
        supportMessageAdded: message(4, '<img src=x onerror="alert(1)">Look here', true, 'Dana'),
      }),
    );
    expect(await within(list).findByText('<img src=x onerror="alert(1)">Look here')).toBeTruthy();
    expect(list.querySelector('img')).toBeNull();
    // a back-office answer carries the named staff member
    expect(within(list).getByTestId('support-staff-name').textContent).toBe('Dana, support team');
  });

  it('sends with Enter, keeps Shift+Enter as a line break, and shows the sent message once', async () => {
    const user = userEvent.setup();
    const fake = setup('user');
    const input = await screen.findByRole('textbox', { name: 'Message to support' });
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect((input as HTMLTextAreaElement).value).toBe('Line one\nline two');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.calls).toContain('SendSupportMessage'));
    const list = screen.getByTestId('support-messages');
    await waitFor(() => expect(within(list).getAllByText(/Line one\s+line two/)).toHaveLength(1));
    expect((input as HTMLTextAreaElement).value).toBe('');
    // the same message arriving live is not shown twice
    act(() =>
      fake.push('SupportMessageAdded', {
        supportMessageAdded: message(3, 'Line one\nline two', false),
      }),
    );
    expect(within(list).getAllByText(/Line one\s+line two/)).toHaveLength(1);
  });

  it('says how long to wait when the server limits the rate, and refuses an empty message', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => ({
      sendSupportMessage: {
        __typename: 'SupportError',
        code: 'TRY_AGAIN_LATER',
        message: 'Too many messages.',
        retryAfterSeconds: 4,
      },
    }));
    setup('user', send);
    const input = await screen.findByRole('textbox', { name: 'Message to support' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write a message first.');
    expect(send).not.toHaveBeenCalled();
    await user.type(input, 'hello{Enter}');
    expect(
      await screen.findByText('Too many messages. Try again in 4 s.', { selector: '[role=alert]' }),
    ).toBeTruthy();
  });

  it('asks a guest to sign in and offers e-mail as the last fallback', () => {
    setup('guest');
    expect(screen.getByTestId('support-guest').textContent).toContain(
      'Sign in to chat with support',
    );
    expect(screen.getByTestId('support-email').getAttribute('href')).toMatch(/^mailto:/);
  });
});
