// The back office (apps/backoffice, issue 15) in real Chromium at 1280x800 against the production
// server: its JavaScript never loads on player routes, and a staff member invited by the
// automation actor enrols TOTP, signs in with a code and works the withdrawal queue.
import { generate } from 'otplib';
import type { APIRequestContext, Page } from './support/test';
import { expect, test } from './support/test';
import {
  OPERATOR_TOKEN,
  gql,
  registerPlayer,
  sandboxDeposit,
  signInPage,
  uniqueEmail,
  userIdOf,
  verifyKyc,
} from './support/api';

const STAFF_PASSWORD = 'Staff-password-2026';

/** A staff API call as the automation actor (`x-operator-token`). */
async function staffGql(request: APIRequestContext, op: string, query: string, variables = {}) {
  const res = await request.post('/backoffice/graphql', {
    headers: { 'x-operator-token': OPERATOR_TOKEN, 'x-operator-name': 'e2e' },
    data: { operationName: op, query, variables },
  });
  expect(res.ok(), `${op}: HTTP ${res.status()}`).toBeTruthy();
  const body = await res.json();
  expect(body.errors, `${op}: ${JSON.stringify(body.errors)}`).toBeUndefined();
  return body.data;
}

async function inviteStaff(request: APIRequestContext, role: string, name: string) {
  const email = uniqueEmail(`staff-${role}`, 'aurum.test');
  const data = await staffGql(
    request,
    'InviteStaff',
    `mutation InviteStaff($email: String!, $name: String!, $role: StaffRole!) {
      inviteStaff(email: $email, name: $name, role: $role) { url }
    }`,
    { email, name, role },
  );
  return { email, url: data.inviteStaff.url as string };
}

/** Accepts an invitation in the UI; returns the TOTP secret shown for manual entry. */
async function acceptInvitation(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Repeat the password').fill(STAFF_PASSWORD);
  await page.getByLabel('Code from the authenticator app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Create my account' }).click();
  return secret;
}

async function signIn(page: Page, email: string, secret: string) {
  await page.goto('/backoffice/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  // a code of the next time step: the one used at enrolment cannot be replayed
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.use({ viewport: { width: 1280, height: 800 } });

test('no back-office JavaScript loads on the player home; /backoffice loads its own entry', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.startsWith('/backoffice'))).toEqual([]);
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('/backoffice');

  scripts.length = 0;
  await page.goto('/backoffice/');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((s) => s.startsWith('/backoffice/assets/'))).toBe(true);
});

test('a finance officer enrols TOTP from the invitation, signs in with a code and sees the queue', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // a player with a pending withdrawal
  const player = await registerPlayer(page.request, { prefix: 'bo-queue' });
  await page.goto('/');
  await sandboxDeposit(page, player.token, 40);
  await verifyKyc(page.request, player.token);
  const withdrawal = await gql(
    page.request,
    'CreateWithdrawRequest',
    `mutation CreateWithdrawRequest($input: CreateWithdrawRequestInput!) {
      createWithdrawRequest(input: $input) { __typename }
    }`,
    {
      input: {
        amount: '15',
        methodId: 'sandbox-ewallet-payout',
        currency: 'USD',
        inputs: [{ inputId: 'email', value: player.email }],
      },
    },
    player.token,
  );
  expect(withdrawal.createWithdrawRequest.__typename).toBe('CreateWithdrawRequestSuccess');

  // the invitation: TOTP enrolment (QR + key), password, a current code — signed in
  const staff = await inviteStaff(page.request, 'finance', 'Fiona Finance');
  const secret = await acceptInvitation(page, staff.url);
  await expect(page.getByTestId('signed-in-as')).toContainText(staff.email);
  const nav = page.getByRole('navigation', { name: 'Back-office navigation' });
  // finance's permissions (apps/server/src/backoffice/permissions.ts): no audit, no staff; content
  // for the payment methods
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Withdrawals',
    'KYC',
    'Players',
    'Approvals',
    'Finance',
    'Reports',
    'Content',
  ]);

  // sign out, and in again with the password and a code
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await signIn(page, staff.email, secret);
  await expect(page.getByTestId('signed-in-as')).toContainText(staff.email);

  await nav.getByRole('link', { name: 'Withdrawals' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal queue' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: player.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('$15.00');
  await expect(row).toContainText('KYC: Verified');
});

test('a wrong code is refused with a translated message', async ({ page }) => {
  const staff = await inviteStaff(page.request, 'support', 'Sam Support');
  const secret = await acceptInvitation(page, staff.url);
  await expect(page.getByTestId('signed-in-as')).toContainText(staff.email);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  const wrong = String((Number(await generate({ secret })) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Authenticator code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email, password or code is wrong.')).toBeVisible();
});

test("a balance adjustment with a reason shows in the ledger, on the player's balance chip and in the audit log", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  // the player, signed in on the player app in its own context
  const player = await registerPlayer(page.request, { prefix: 'bo-adjust' });
  const playerId = await userIdOf(page.request, player.token);
  const playerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const playerPage = await playerContext.newPage();
  await signInPage(playerPage, player.token);
  await playerPage.goto('/');

  // finance adjusts below the four-eyes threshold (100 USD): posted at once
  const finance = await inviteStaff(page.request, 'finance', 'Fiona Finance');
  await acceptInvitation(page, finance.url);
  await expect(page.getByTestId('signed-in-as')).toContainText(finance.email);
  await page.goto(`/backoffice/players?q=${encodeURIComponent(player.email)}`);
  await page.getByRole('row').filter({ hasText: player.email }).click();
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manual balance adjustment' });
  await dialog.getByLabel('Amount').fill('12.50');
  await dialog.getByLabel('Reason').fill('Goodwill after the outage of 25 November');
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByText('The adjustment is posted to the ledger.')).toBeVisible();

  // the ledger (Player 360) shows the applied adjustment and its transfer
  await page.getByRole('link', { name: 'Balances & ledger' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'Goodwill after the outage' }),
  ).toContainText('Applied');
  await expect(page.getByRole('row').filter({ hasText: 'adjustment' }).first()).toContainText(
    '$12.50',
  );
  await expect(page.getByTestId('balance-USD')).toContainText('$12.50');

  // the player's balance chip
  await playerPage.reload();
  await expect(playerPage.getByTestId('balance-amount')).toContainText('12.50');
  await playerContext.close();

  // the audit log, read by an admin
  const admin = await inviteStaff(page.request, 'admin', 'Ada Admin');
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const adminPage = await adminContext.newPage();
  await acceptInvitation(adminPage, admin.url);
  await expect(adminPage.getByTestId('signed-in-as')).toContainText(admin.email);
  await adminPage
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await adminPage.getByLabel('Target id').fill(playerId);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  // only this player's rows once the filter applies (earlier tests adjusted other players)
  const row = adminPage.getByRole('row').filter({ hasText: 'Goodwill after the outage' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Fiona Finance');
  await expect(row).toContainText('Done');
  await adminContext.close();
});

test('a withdrawal above the threshold is approved only after a second, different approver', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // a verified player with a 1,200 USD withdrawal (the four-eyes threshold is 1,000 USD)
  const player = await registerPlayer(page.request, { prefix: 'bo-4eyes' });
  await page.goto('/');
  await sandboxDeposit(page, player.token, 1300);
  await verifyKyc(page.request, player.token);
  const created = await gql(
    page.request,
    'CreateWithdrawRequest',
    `mutation CreateWithdrawRequest($input: CreateWithdrawRequestInput!) {
      createWithdrawRequest(input: $input) { __typename }
    }`,
    {
      input: {
        amount: '1200',
        methodId: 'sandbox-ewallet-payout',
        currency: 'USD',
        inputs: [{ inputId: 'email', value: player.email }],
      },
    },
    player.token,
  );
  expect(created.createWithdrawRequest.__typename).toBe('CreateWithdrawRequestSuccess');

  const openRequest = async (staffPage: Page) => {
    await staffPage
      .getByRole('navigation', { name: 'Back-office navigation' })
      .getByRole('link', { name: 'Withdrawals' })
      .click();
    const row = staffPage.getByRole('row').filter({ hasText: player.email });
    await row.click();
    return row;
  };

  // the first finance officer approves: recorded, still waiting
  const first = await inviteStaff(page.request, 'finance', 'Fiona First');
  await acceptInvitation(page, first.url);
  await expect(page.getByTestId('signed-in-as')).toContainText(first.email);
  const row = await openRequest(page);
  await expect(row).toContainText('Needs two approvers');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (optional)').fill('Source of funds checked');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText(/First approval of #\d+ recorded: waiting for a second approver\./),
  ).toBeVisible();
  await expect(row).toContainText('Waiting for second approver');
  // the same person cannot give the second approval
  await expect(page.getByRole('button', { name: 'Give second approval' })).toBeDisabled();

  // a second, different finance officer applies it
  const second = await inviteStaff(page.request, 'finance', 'Sergei Second');
  const secondContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const secondPage = await secondContext.newPage();
  await acceptInvitation(secondPage, second.url);
  await expect(secondPage.getByTestId('signed-in-as')).toContainText(second.email);
  const secondRow = await openRequest(secondPage);
  await expect(secondRow).toContainText('Waiting for second approver');
  await expect(secondPage.getByText('Approved by Fiona First', { exact: false })).toBeVisible();
  await secondPage.getByRole('button', { name: 'Give second approval' }).click();
  await secondPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(secondPage.getByText(/Request #\d+ approved\./)).toBeVisible();
  await expect(secondRow).toContainText('Approved');
  await expect(secondPage.getByRole('button', { name: 'Mark paid' })).toBeVisible();
  await secondContext.close();
});

test('a compliance officer sees the document inline and verifies the player, who then sees it', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(page.request, { prefix: 'bo-kyc' });
  // a passport scan (a PNG drawn by the browser) uploaded by the player
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

  const playerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const playerPage = await playerContext.newPage();
  await signInPage(playerPage, player.token);
  await playerPage.goto('/profile');
  await expect(playerPage.getByTestId('kyc-status')).toHaveText('Under review');

  const officer = await inviteStaff(page.request, 'compliance', 'Cora Compliance');
  await acceptInvitation(page, officer.url);
  await expect(page.getByTestId('signed-in-as')).toContainText(officer.email);
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'KYC' })
    .click();
  await page.getByRole('row').filter({ hasText: player.email }).click();
  const image = page.getByRole('img', { name: 'passport.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Zoom in' }).first().click();
  await expect(page.getByText('125%')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The player is verified and sees it now.')).toBeVisible();

  await playerPage.reload();
  await expect(playerPage.getByTestId('kyc-status')).toHaveText('Verified');
  await playerContext.close();
});
