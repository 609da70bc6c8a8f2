// The deposit modal and the payment sandbox's hosted card page (PAYMENT_SANDBOX=1), as players use
// them: open the modal from the balance chip, pick the card method, pay on the sandbox page and
// come back to the site with the deposit toast.
import { expect, type Locator, type Page } from '@playwright/test';

export const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text }).first();

/** Text without the bidi isolates the app puts around amounts. */
export async function plainText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
}

/** Opens the deposit modal (from the payment history page) at step 1. */
export async function openDeposit(page: Page): Promise<Locator> {
  await page.goto('/profile/payment-history');
  await page.getByTestId('balance-chip').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('deposit-step-1')).toBeVisible();
  return dialog;
}

/** Steps 2 and 3 by card through the sandbox's hosted page, back on the site with a toast. */
export async function depositByCard(page: Page, dialog: Locator, amount: string): Promise<void> {
  await dialog
    .getByTestId('deposit-fiat')
    .getByRole('button', { name: /Visa \/ Mastercard/ })
    .click();
  await expect(dialog.getByTestId('deposit-step-2')).toBeVisible();
  await dialog.getByTestId('deposit-amount').fill(amount);
  await dialog.getByTestId('deposit-next').click();
  await expect(dialog.getByTestId('deposit-step-3')).toBeVisible();
  await dialog.getByLabel('Full name').fill('Ada Lovelace');
  // the country picker starts on the sign-up country (walk issue 19 item 9): nothing to type
  await expect(dialog.getByRole('button', { name: /^Country/ })).toContainText('United States');
  await dialog.getByTestId('deposit-pay').click();
  await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/profile\/payment-history/);
  await expect(toast(page, `+${amount}.00 USD`)).toBeVisible();
}
