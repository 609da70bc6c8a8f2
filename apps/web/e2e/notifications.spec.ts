import { expect, test, type Page } from './support/test';
import { registerAndSignIn, sandboxDeposit } from './support/api';

// The notification centre in real Chromium against the real server: a player's sandbox card
// deposit (made through the API while the page is open) arrives live as a toast and on the bell;
// the drawer lists it highlighted; closing the drawer marks everything read.

async function register(page: Page): Promise<string> {
  return (await registerAndSignIn(page, { prefix: 'notify' })).token;
}

test('a deposit arrives live; the drawer shows it highlighted and closing it marks it read', async ({
  page,
}) => {
  // Two page loads, a deposit and the drawer twice: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const token = await register(page);
  // The notification subscription is on the socket before the deposit is made.
  const subscribed = page.waitForEvent('websocket').then(
    (socket) =>
      new Promise<void>((resolve) => {
        socket.on('framesent', (frame) => {
          if (String(frame.payload).includes('UserNotificationCreated')) resolve();
        });
      }),
  );
  await page.goto('/');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await subscribed;

  // The server registers the subscription a moment after the browser sends it, and nothing tells
  // the page when. So no fixed wait: deposit until one arrives live (each deposit is one more
  // notification; almost always the first does).
  const toast = page.getByRole('alert').filter({ hasText: '+25.00 USD' }).first();
  let deposits = 0;
  await expect(async () => {
    deposits += 1;
    await sandboxDeposit(page, token);
    await expect(toast).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(toast).toContainText('Balance successfully topped up.');
  await expect(page.getByTestId('notification-count')).toHaveText(String(deposits));
  await expect(bell).toHaveAttribute('aria-label', `Notifications, unread: ${deposits}`);

  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  const item = drawer.getByTestId('notification-item').first();
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText('Deposit received');
  await expect(item).toContainText('+25.00 USD. Balance successfully topped up.');
  await expect(item).toHaveClass(/border-gold/);

  const marked = page.waitForResponse((r) => r.url().includes('op=MarkAllNotificationsAsRead'));
  await drawer.getByRole('button', { name: 'Close' }).click();
  expect((await (await marked).json()).data.markAllNotificationsAsRead.ok).toBe(true);
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toHaveAttribute(
    'aria-label',
    'Notifications, unread: 0',
  );
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await page.getByTestId('notification-bell').click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').first(),
  ).toHaveAttribute('data-unread', 'false');
});

test('a new player sees the empty notification drawer', async ({ page }) => {
  await register(page);
  await page.goto('/');
  await page.getByTestId('notification-bell').click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByTestId('notifications-empty')).toBeVisible();
  await expect(drawer.getByText('No notifications yet')).toBeVisible();
});
