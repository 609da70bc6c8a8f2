import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openSideMenu, registerPlayer, setVipLevel, signInPage, userIdOf } from './support/api';

// The players' chat in real Chromium against the real server: below level 10 the input gives way
// to CHAT_UNAVAILABLE ("reach level 10") with a link to /vip; a player the operator raised to
// level 10 posts and a second browser sees the message arrive live; guests are asked to sign in.

interface Player {
  token: string;
  userId: string;
}

async function registerChatPlayer(request: APIRequestContext): Promise<Player> {
  const { token } = await registerPlayer(request, { prefix: 'chat' });
  return { token, userId: await userIdOf(request, token) };
}

const setLevel = (request: APIRequestContext, player: Player, level: number) =>
  setVipLevel(request, player.userId, level);

const signIn = (page: Page, player: Player) => signInPage(page, player.token);

/** Opens the chat from the side menu (a drawer on phones, always open on desktop). */
async function openChat(page: Page) {
  await openSideMenu(page);
  await page.getByTestId('menu-chat').click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await expect(chat).toBeVisible();
  return chat;
}

test('a new player sees CHAT_UNAVAILABLE with a link to the VIP page', async ({ page }) => {
  const player = await registerChatPlayer(page.request);
  await signIn(page, player);
  await page.goto('/');
  await expect(page.getByTestId('notification-bell')).toBeVisible({ timeout: 20_000 });
  const chat = await openChat(page);
  const notice = chat.getByTestId('chat-unavailable');
  await expect(notice).toContainText('Chat unavailable');
  await expect(notice).toContainText('The chat opens at the Bronze VIP tier (level 10).');
  await expect(chat.getByTestId('chat-input')).toHaveCount(0);
  // the room is readable: its history (or the empty state) shows
  await expect(chat.getByTestId('chat-messages')).toBeVisible();
  // the drawer's other tab is the notification list
  await chat.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('tab', { name: 'Chat' })
    .click();
  await notice.getByRole('link', { name: 'See the VIP tiers' }).click();
  await expect(page).toHaveURL(/\/vip$/);
});

test('a level 10 player posts and a second browser sees it arrive live', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const writer = await registerChatPlayer(page.request);
  await setLevel(page.request, writer, 10);
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  try {
    const readerPlayer = await registerChatPlayer(reader.request);
    await signIn(reader, readerPlayer);
    // the reader's room subscription is on the socket before the message is sent
    const subscribed = reader.waitForEvent('websocket').then(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.on('framesent', (frame) => {
            if (String(frame.payload).includes('ChatMessageAdded')) resolve();
          });
        }),
    );
    await reader.goto('/');
    await expect(reader.getByTestId('notification-bell')).toBeVisible({ timeout: 20_000 });
    const readerChat = await openChat(reader);
    await expect(readerChat.getByTestId('chat-unavailable')).toBeVisible();
    await subscribed;

    await signIn(page, writer);
    await page.goto('/');
    await expect(page.getByTestId('notification-bell')).toBeVisible({ timeout: 20_000 });
    const chat = await openChat(page);
    const input = chat.getByTestId('chat-input');
    await expect(input).toBeVisible();
    await expect(chat.getByTestId('chat-unavailable')).toHaveCount(0);

    const text = `Hello from e2e ${Math.random().toString(36).slice(2, 8)}`;
    await input.fill(`  ${text}  `);
    await expect(chat.getByTestId('chat-counter')).toContainText(`${text.length}/300`);
    await input.press('Enter');
    const own = chat.getByTestId('chat-message').filter({ hasText: text });
    await expect(own).toHaveAttribute('data-mine', 'true');
    await expect(own).toContainText('You');
    await expect(input).toHaveValue('');

    const arrived = readerChat.getByTestId('chat-message').filter({ hasText: text });
    await expect(arrived).toBeVisible();
    await expect(arrived).toHaveAttribute('data-mine', 'false');
    await expect(arrived).toContainText('Player');
    await expect(arrived).toContainText('Lv 10');

    // sending in a burst meets the rate limit (1 per 2 s, 10 a minute): the draft is kept
    const alert = chat.getByRole('alert');
    for (let i = 1; i <= 11 && !(await alert.isVisible()); i++) {
      await input.fill(`burst ${i}`);
      await input.press('Enter');
      await expect
        .poll(async () => (await alert.isVisible()) || (await input.inputValue()) === '')
        .toBe(true);
    }
    await expect(alert).toContainText("You're sending messages too fast");
    await expect(input).not.toHaveValue('');
  } finally {
    await readerContext.close();
  }
});

test("the server's CHAT_UNAVAILABLE answer replaces the input", async ({ page }) => {
  const player = await registerChatPlayer(page.request);
  await setLevel(page.request, player, 10);
  await signIn(page, player);
  await page.goto('/');
  await expect(page.getByTestId('notification-bell')).toBeVisible({ timeout: 20_000 });
  const chat = await openChat(page);
  const input = chat.getByTestId('chat-input');
  await expect(input).toBeVisible();
  // the operator lowers the level while the chat is open
  await setLevel(page.request, player, 9);
  await input.fill('Can I still write?');
  await input.press('Enter');
  await expect(chat.getByTestId('chat-unavailable')).toContainText(
    'The chat opens at the Bronze VIP tier (level 10).',
  );
  await expect(chat.getByTestId('chat-input')).toHaveCount(0);
});

test('a guest is asked to sign in', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'en'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  const chat = await openChat(page);
  const prompt = chat.getByTestId('chat-guest');
  await expect(prompt).toContainText('Join the conversation');
  await prompt.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sign-in\?return=%2F$/);
});
