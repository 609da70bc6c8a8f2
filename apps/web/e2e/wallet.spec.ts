import { expect, test, type Page } from './support/test';
import { registerAndSignIn, verifyKyc } from './support/api';

// The wallet journeys in real Chromium against the real server (PAYMENT_SANDBOX=1,
// FUN_TOP_UP=1): demo top-up, a card deposit through the sandbox's hosted page, a withdrawal
// requested and cancelled from the payment history. Users are registered through the GraphQL API.

async function register(page: Page, language = 'en'): Promise<string> {
  return (await registerAndSignIn(page, { prefix: 'wallet', language })).token;
}

const chip = (page: Page) => page.getByTestId('balance-amount');
/** A toast (react-toastify's; outside an open dialog, so found by class, not by role). */
const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text }).first();

async function demoTopUp(page: Page) {
  await page.getByTestId('balance-chip').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Demo top-up' }).click();
  await expect(dialog.getByText(/added\. Left for today/)).toBeVisible();
  await expect(chip(page)).toHaveText('$1,000.00');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('demo top-up changes the balance chip', async ({ page }) => {
  await register(page);
  await page.goto('/profile/payment-history');
  await expect(chip(page)).toHaveText('$0.00');
  await demoTopUp(page);
});

test('deposit by card through the sandbox page credits the balance', async ({ page }) => {
  await register(page);
  await page.goto('/profile/payment-history');
  await expect(chip(page)).toHaveText('$0.00');
  await page.getByTestId('balance-chip').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  // the welcome bonus is preselected; this journey deposits without a bonus (deposit-bonus.spec)
  await dialog.getByRole('radio', { name: 'No bonus' }).click();
  await expect(dialog.getByRole('radio', { name: 'No bonus' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // step 1: the fiat group lists the sandbox methods, the crypto group the coins
  const fiat = dialog.getByTestId('deposit-fiat');
  await expect(dialog.getByTestId('deposit-crypto').getByRole('button').first()).toBeVisible();
  await fiat.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
  // step 2: amount with limits; Next is disabled while invalid
  await expect(dialog.getByRole('heading', { name: 'Deposit amount' })).toBeVisible();
  const amount = dialog.getByTestId('deposit-amount');
  await amount.fill('5');
  await expect(dialog.getByTestId('deposit-next')).toBeDisabled();
  await expect(dialog.getByText('The minimum amount is')).toBeVisible();
  await amount.fill('25,5');
  await expect(amount).toHaveValue('25.5');
  await dialog.getByTestId('deposit-next').click();
  // step 3: provider fields, the submit shows amount and currency
  await expect(dialog.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await dialog.getByLabel('Full name').fill('Ada Lovelace');
  // the country is a picker on the sign-up country (walk issue 19 item 9)
  await expect(dialog.getByRole('button', { name: /^Country/ })).toContainText('United States');
  const pay = dialog.getByTestId('deposit-pay');
  await expect(pay).toContainText('Pay');
  await expect(pay).toContainText('$25.50');
  await pay.click();
  // the sandbox's hosted page
  await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  // back on the site: a success toast, the address cleaned, the balance credited
  await page.waitForURL(/\/profile\/payment-history/);
  await expect(toast(page, '+25.50 USD')).toBeVisible();
  await expect(page).not.toHaveURL(/deposit=/);
  await expect(chip(page)).toHaveText('$25.50');
  const item = page.getByTestId('history-item').first();
  await expect(item).toHaveAttribute('data-kind', 'deposit');
  await expect(item).toContainText('Successful');
});

test('a withdrawal by card can be requested and cancelled from the payment history', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const token = await register(page);
  await page.goto('/profile/payment-history');
  await demoTopUp(page);
  // Withdraw sits beside Deposit: in the balance chip's menu (and on the profile, in the side menu)
  await page.getByTestId('wallet-menu').click();
  await page.getByTestId('wallet-menu-withdraw').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('withdraw-available')).toHaveText('$1,000.00');
  await expect(dialog.getByTestId('withdraw-blocked')).toHaveCount(0);
  await dialog
    .getByTestId('withdraw-fiat')
    .getByRole('button', { name: /Visa \/ Mastercard/ })
    .click();
  const form = dialog.getByTestId('withdraw-form');
  await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByLabel('Cardholder name').fill('Ada Lovelace');
  const phone = form.getByLabel('Phone');
  if (await phone.count()) await phone.fill('+15555550123');
  // above the real balance: insufficient funds, nothing sent
  await dialog.getByTestId('withdraw-amount').fill('2000');
  await expect(dialog.getByText('Insufficient funds')).toBeVisible();
  await dialog.getByTestId('withdraw-amount').fill('100');
  await expect(dialog.getByTestId('withdraw-total')).toHaveText(/^\$\d+\.\d{2}$/);
  // card payouts need a verified identity: refused with the reason first
  await dialog.getByTestId('withdraw-submit').click();
  await expect(toast(page, 'Withdrawal unavailable')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('verified identity');
  await verifyKyc(page, token);
  await dialog.getByTestId('withdraw-submit').click();
  await expect(toast(page, 'Withdrawal requested')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(chip(page)).toHaveText('$900.00');
  // the history shows it as pending at once, without a reload; cancel it
  const pending = page.locator('[data-testid="history-item"][data-kind="withdraw"]').first();
  await expect(pending).toHaveAttribute('data-status', 'PENDING');
  await expect(pending).toContainText('Pending');
  await pending.getByTestId('cancel-withdrawal').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('$100.00')).toBeVisible();
  await expect(
    confirm.getByText('The money will return to your balance right away.'),
  ).toBeVisible();
  await confirm.getByTestId('cancel-withdrawal-confirm').click();
  await expect(toast(page, 'Withdrawal cancelled')).toBeVisible();
  await expect(chip(page)).toHaveText('$1,000.00');
  const cancelled = page.locator('[data-testid="history-item"][data-kind="withdraw"]').first();
  await expect(cancelled).toHaveAttribute('data-status', 'CANCELLED');
  await expect(cancelled.getByTestId('cancel-withdrawal')).toHaveCount(0);
  // the filter
  await page.getByRole('tab', { name: 'Deposits' }).click();
  await expect(page.locator('[data-testid="history-item"][data-kind="withdraw"]')).toHaveCount(0);
});

test('crypto deposit shows the network, QR code and address; Back returns to step 1', async ({
  page,
}) => {
  await register(page);
  await page.goto('/profile/payment-history');
  await page.getByTestId('balance-chip').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('deposit-crypto').getByRole('button').first().click();
  await expect(dialog.getByTestId('deposit-step-3')).toBeVisible();
  await expect(dialog.getByTestId('deposit-qr').locator('svg')).toHaveAttribute('height', '170');
  await expect(dialog.getByTestId('deposit-address')).not.toBeEmpty();
  await expect(dialog.getByText('Minimum deposit:')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByTestId('deposit-step-1')).toBeVisible();
});

// the deposit modal in Arabic (right to left): deposit-bonus.spec's Arabic steps 1–3

test('the older payment modal: fiat currency preselected, providers, tab switch clears the provider', async ({
  page,
}) => {
  await register(page);
  await page.goto('/profile/payment-history');
  await page.getByRole('button', { name: 'Other payment methods' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await expect(dialog.getByText(/^USD —/)).toBeVisible();
  await dialog.getByRole('button', { name: /E-wallet/ }).click();
  await expect(dialog.getByLabel('Amount')).toBeVisible();
  await dialog.getByLabel('Amount').fill('1');
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog.getByText('The value must be at least')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Withdrawal' }).click();
  await expect(dialog.getByLabel('Amount')).toHaveCount(0);
});
