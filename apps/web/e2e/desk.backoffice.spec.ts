// The back office's desk reaching the player live (issue 15), in real Chromium: the player at
// 390x844 (en) and the staff at 1280x800, in two browser contexts. A compliance officer approves
// the player's KYC document and the player's open profile turns "Verified" without a reload;
// then a named support agent answers the player's support conversation in the inbox and the
// answer, signed with the agent's name, appears in the player's open support panel.
// Desktop project only (the player's 390 viewport is its own context; see playwright.config.ts).
import { generate } from 'otplib';
import type { APIRequestContext, Page } from './support/test';
import { expect, test } from './support/test';
import { gql, registerPlayer, signInPage, staffOperatorGql, uniqueEmail } from './support/api';

const STAFF_PASSWORD = 'Staff-password-2026';

async function enrolStaff(page: Page, request: APIRequestContext, role: string, name: string) {
  const email = uniqueEmail(`desk-${role}`, 'aurum.test');
  const data = await staffOperatorGql<{ inviteStaff: { url: string } }>(
    request,
    'InviteStaff',
    `mutation InviteStaff($email: String!, $name: String!, $role: StaffRole!) {
      inviteStaff(email: $email, name: $name, role: $role) { url }
    }`,
    { email, name, role },
  );
  // a fresh tab session: the staff token lives in sessionStorage
  await page.goto('/backoffice/');
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(data.inviteStaff.url);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Repeat the password').fill(STAFF_PASSWORD);
  await page.getByLabel('Code from the authenticator app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
}

test('KYC approval and a support answer reach the player live', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(page.request, { prefix: 'desk' });
  await page.setContent('<div style="width:320px;height:200px;background:#dde">PASSPORT</div>');
  const scan = await page.screenshot();
  const uploaded = await page.request.post('/api/kyc/documents', {
    headers: { authorization: `Bearer ${player.token}` },
    multipart: {
      type: 'PASSPORT',
      file: { name: 'passport.png', mimeType: 'image/png', buffer: scan },
    },
  });
  expect(uploaded.status()).toBe(201);
  const asked = await gql<{ sendSupportMessage: { __typename: string } }>(
    page.request,
    'SendSupportMessage',
    `mutation SendSupportMessage($text: String!) {
      sendSupportMessage(text: $text) { __typename }
    }`,
    { text: `When is my passport checked? ${player.email}` },
    { token: player.token },
  );
  expect(asked.sendSupportMessage.__typename).toBe('SendSupportMessageSuccess');

  // the player, on a phone, keeps the profile open
  const playerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await playerContext.newPage();
  await signInPage(phone, player.token, 'en');
  await phone.goto('/profile');
  await expect(phone.getByTestId('kyc-status')).toHaveText('Under review');
  await expect(phone.getByTestId('notification-bell')).toBeVisible({ timeout: 20_000 });

  // a compliance officer approves the document
  await page.setViewportSize({ width: 1280, height: 800 });
  await enrolStaff(page, page.request, 'compliance', 'Cora Compliance');
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'KYC' })
    .click();
  await page.getByRole('row').filter({ hasText: player.email }).click();
  await expect(page.getByRole('img', { name: 'passport.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The player is verified and sees it now.')).toBeVisible();

  // live: no reload on the player's side
  await expect(phone.getByTestId('kyc-status')).toHaveText('Verified', { timeout: 20_000 });
  await phone.screenshot({ path: '/tmp/bo-desk-shots/player-kyc-verified-390-en.png' });

  // the player opens the support panel; a named agent answers in the inbox
  await phone.getByTestId('notification-bell').click();
  await phone.getByTestId('right-drawer-support-tab').click();
  const panel = phone.getByTestId('support-messages');
  await expect(panel).toContainText('When is my passport checked?');

  await enrolStaff(page, page.request, 'support', 'Sam Support');
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'Support' })
    .click();
  await page.getByRole('tab', { name: 'Unread' }).click();
  await page.getByRole('button', { name: new RegExp(player.email) }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(
    'When is my passport checked?',
  );
  await page.getByLabel('Answer').fill('Your passport is verified. Anything else?');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(
    'Your passport is verified. Anything else?',
  );
  await page.screenshot({ path: '/tmp/bo-desk-shots/staff-support-inbox-1280-en.png' });

  await expect(panel).toContainText('Your passport is verified. Anything else?', {
    timeout: 20_000,
  });
  await expect(panel.getByTestId('support-staff-name')).toHaveText('Sam Support, support team');
  await phone.screenshot({ path: '/tmp/bo-desk-shots/player-support-answer-390-en.png' });
  await playerContext.close();
});
