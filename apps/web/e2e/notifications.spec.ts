import { expect, test, type Page } from '@playwright/test';

// The notification centre in real Chromium against the real server: a player's sandbox card
// deposit (made through the API while the page is open) arrives live as a toast and on the bell;
// the drawer lists it highlighted; closing the drawer marks everything read.

async function register(page: Page): Promise<string> {
  const email = `notify-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await page.request.post('/graphql?op=UserRegisterByEmail', {
    data: {
      operationName: 'UserRegisterByEmail',
      query: `mutation UserRegisterByEmail($input: UserRegisterByEmailInput!) {
        userRegisterByEmail(input: $input) { __typename ... on RegisterSuccess { token } }
      }`,
      variables: {
        input: {
          email,
          password: 'Secret#123',
          language: 'en',
          currency: { fiat: 'USD' },
          onboarding: { country: 'US' },
        },
      },
    },
  });
  expect(res.ok()).toBeTruthy();
  const token = (await res.json()).data.userRegisterByEmail.token as string;
  expect(token).toBeTruthy();
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
    window.localStorage.setItem('selectedLanguage', 'en');
  }, token);
  return token;
}

/** A 25 USD card deposit through the sandbox processor: create the payment, press Pay. */
async function sandboxDeposit(page: Page, token: string) {
  const res = await page.request.post('/graphql?op=CreateFiatDepositPayment', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      operationName: 'CreateFiatDepositPayment',
      query: `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
        createFiatDepositPayment(input: $input) { status paymentLink }
      }`,
      variables: {
        input: {
          methodId: 'sandbox-card',
          currency: 'USD',
          amount: 25,
          returnUrl: new URL('/', page.url()).toString(),
          predefinedFields: [
            { name: 'NAME', value: 'Ada Lovelace' },
            { name: 'COUNTRY', value: 'US' },
          ],
          userAgent: 'playwright',
        },
      },
    },
  });
  const created = (await res.json()).data.createFiatDepositPayment;
  expect(created.status).toBe('SUCCESS');
  const link = new URL(created.paymentLink as string);
  const pay = await page.request.post(link.pathname, {
    form: { token: link.searchParams.get('token')!, decision: 'approve', lang: 'en' },
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
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
  await page.waitForTimeout(300);

  await sandboxDeposit(page, token);
  const toast = page.getByRole('alert').filter({ hasText: '+25 USD' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Balance successfully topped up.');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await expect(bell).toHaveAttribute('aria-label', 'Notifications, unread: 1');

  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  const item = drawer.getByTestId('notification-item').first();
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText('Deposit received');
  await expect(item).toContainText('+25 USD. Balance successfully topped up.');
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
