import { expect, test, type Page } from './support/test';
import { balanceOf, gql, registerAndSignIn } from './support/api';
import { depositByCard, openDeposit, plainText } from './support/cashier';

// The deposit modal's bonus choice in real Chromium against the real server (PAYMENT_SANDBOX=1):
// a fresh player sees the welcome bonus preselected, deposits by card through the sandbox's
// hosted page and gets the bonus; 'no bonus' deposits activate nothing; steps 1–3 with a bonus
// in English and Arabic (screenshots in the test output).

interface UserBonusView {
  id: number;
  status: string;
  isCurrent: boolean;
  calculatedReward: string | null;
  bonusInfo: { name: string };
}

async function userBonuses(page: Page, token: string): Promise<UserBonusView[]> {
  const data = await gql<{
    getUserBonusesList: { __typename: string; bonusList: UserBonusView[] };
  }>(
    page,
    'GetUserBonusesList',
    `query GetUserBonusesList($request: GetUserBonusesListRequest) {
      getUserBonusesList(request: $request) {
        __typename
        ... on UserBonusList {
          bonusList { id status isCurrent calculatedReward bonusInfo { name } }
        }
      }
    }`,
    { request: { lang: 'en', currencyCode: 'USD', pagination: { page: 1, count: 100 } } },
    token,
  );
  expect(data.getUserBonusesList.__typename).toBe('UserBonusList');
  return data.getUserBonusesList.bonusList;
}

test('a fresh player takes the preselected welcome bonus with a card deposit', async ({ page }) => {
  test.setTimeout(60_000);
  const { token } = await registerAndSignIn(page, { prefix: 'bonus' });
  const dialog = await openDeposit(page);
  // step 1: welcome preselected, the Your bonus card with its headline
  const welcome = dialog.getByRole('radio', { name: '100% welcome bonus' });
  await expect(welcome).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('radio', { name: 'No bonus' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  const card = dialog.getByTestId('deposit-your-bonus');
  await expect(card).toContainText('Your bonus');
  expect(await plainText(card.getByTestId('deposit-bonus-headline'))).toBe(
    '100% up to $500 · ×35 wagering',
  );
  await welcome.click();
  // looking and choosing change nothing on the server (issue 19 item 2): the deposit commits it
  expect((await userBonuses(page, token)).filter((b) => b.isCurrent)).toEqual([]);

  // step 2: below the minimum a warning, the deposit still allowed; then the bonus it gives
  await dialog
    .getByTestId('deposit-fiat')
    .getByRole('button', { name: /Visa \/ Mastercard/ })
    .click();
  const amount = dialog.getByTestId('deposit-amount');
  const preview = dialog.getByTestId('deposit-bonus-preview');
  await amount.fill('15');
  await expect(preview).toHaveAttribute('data-code', 'WARN_MIN_DEP_AMOUNT');
  await expect(preview).toContainText('credited without the bonus');
  await expect(dialog.getByTestId('deposit-next')).toBeEnabled();
  await amount.fill('60');
  await expect(preview).toHaveAttribute('data-code', 'RECEIVE_BONUS');
  expect(await plainText(preview)).toContain('You will receive a bonus of $60.00');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByTestId('deposit-step-1')).toBeVisible();

  await depositByCard(page, dialog, '60');
  // the deposit activated the welcome bonus: 100 % of 60 USD
  await expect
    .poll(async () => (await userBonuses(page, token)).find((b) => b.bonusInfo.name === 'welcome'))
    .toMatchObject({ status: 'ACTIVE', isCurrent: true, calculatedReward: '60.00' });
  expect(await balanceOf(page, token)).toMatchObject({ real: '60.00', bonus: '60.00' });
});

test("choosing 'no bonus' before depositing activates nothing", async ({ page }) => {
  test.setTimeout(60_000);
  const { token } = await registerAndSignIn(page, { prefix: 'bonus' });
  const dialog = await openDeposit(page);
  await expect(dialog.getByRole('radio', { name: '100% welcome bonus' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // take welcome, then change the mind (nothing reaches the server before the deposit)
  await dialog.getByRole('radio', { name: '100% welcome bonus' }).click();
  await dialog.getByRole('radio', { name: 'No bonus' }).click();
  await expect(dialog.getByRole('radio', { name: 'No bonus' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(dialog.getByTestId('deposit-your-bonus')).toBeHidden();
  await expect
    .poll(async () => (await userBonuses(page, token)).filter((b) => b.isCurrent))
    .toEqual([]);

  await depositByCard(page, dialog, '60');
  await expect.poll(async () => (await balanceOf(page, token)).real).toBe('60.00');
  const after = await userBonuses(page, token);
  expect(after.filter((b) => b.isCurrent || b.status === 'ACTIVE')).toEqual([]);
  expect(after.find((b) => b.bonusInfo.name === 'welcome')?.status).toBe('AVAILABLE');
  expect((await balanceOf(page, token)).bonus).toBe('0.00');
});

// in Arabic (right to left); the English flow is the two tests above
for (const language of ['ar'] as const) {
  test(`steps 1–3 with a bonus chosen (${language})`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await registerAndSignIn(page, { prefix: 'bonus', language });
    const shot = (name: string) =>
      page.screenshot({
        path: testInfo.outputPath(`deposit-bonus-${name}-${language}-${testInfo.project.name}.png`),
      });
    const dialog = await openDeposit(page);
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = dialog.getByTestId('deposit-your-bonus');
    await expect(card).toBeVisible();
    await expect(dialog.getByTestId('deposit-fiat').getByRole('button').first()).toBeVisible();
    await shot('step1');

    // step 2 (fiat) with the preview
    await dialog.getByTestId('deposit-fiat').getByRole('button').first().click();
    await dialog.getByTestId('deposit-amount').fill('100');
    await expect(dialog.getByTestId('deposit-bonus-preview')).toHaveAttribute(
      'data-code',
      'RECEIVE_BONUS',
    );
    await shot('step2');

    // step 3 (fiat): the provider form under the bonus reminder
    await dialog.getByTestId('deposit-next').click();
    await expect(dialog.getByTestId('deposit-step-3')).toBeVisible();
    await expect(dialog.getByTestId('deposit-bonus-preview')).toBeVisible();
    await shot('step3-fiat');

    // step 3 (crypto) with the crypto bonus: the fiat group is hidden, the activation notice
    await dialog.getByTestId('deposit-step-3').page().keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByTestId('balance-chip').click();
    const again = page.getByRole('dialog');
    const crypto = again
      .locator('[data-bonus-id]')
      .filter({ has: page.locator('[data-icon="crypto"]') });
    await crypto.click();
    await expect(crypto).toHaveAttribute('aria-checked', 'true');
    await expect(again.getByTestId('deposit-fiat')).toHaveCount(0);
    await again.getByTestId('deposit-crypto').getByRole('button').first().click();
    const notice = again.getByTestId('crypto-bonus-notice');
    await expect(notice).toBeVisible();
    await expect(again.getByTestId('crypto-bonus-minimum')).toContainText(/\d BTC/);
    await expect(again.getByTestId('deposit-qr')).toBeVisible();
    await notice.scrollIntoViewIfNeeded();
    await shot('step3-crypto');
  });
}
