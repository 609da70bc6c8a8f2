import { expect, test, type Page } from './support/test';
import { PASSWORD, funTopUp, gql, registerAndSignIn, type LooseData } from './support/api';
import { openDeposit, plainText } from './support/cashier';

// Responsible gaming (issue 14) in real Chromium against the real server, in English and in
// Arabic (right to left), on the phone and desktop projects: a deposit limit refuses a deposit
// over it; the reality check interrupts a slot session and "Stop playing" signs out; a
// self-exclusion signs out and sign-in is refused with the translated end date. Set E2E_SHOTS to
// a directory to keep screenshots of the screens.

const LANGUAGES = ['en', 'ar'] as const;
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const project = test.info().project.name;
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: false });
}

/** A slot game's slug (the first SLOTS engine game of the slots category). */
async function slotGame(page: Page, token: string): Promise<string> {
  const list = await gql<LooseData>(
    page,
    'GamesList',
    `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug } } }`,
    { input: { filter: { categories: ['slots'] }, pagination: { page: 1, count: 20 } } },
    token,
  );
  for (const { slug } of list.gamesList.items as { slug: string }[]) {
    const data = await gql<LooseData>(
      page,
      'GameEngine',
      `query GameEngine($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { engine } } }`,
      { slug },
      token,
    );
    if (data.gameEngine.engine === 'SLOTS') return slug;
  }
  throw new Error('no slot game');
}

/**
 * The e2e server's hook (`POST /api/dev/rg/reality-check`, on with RG_TEST_HOOKS=1 only): the
 * signed-in player's reality check falls due `dueInSeconds` from now, on the server.
 */
async function realityCheckDueIn(page: Page, token: string, dueInSeconds: number): Promise<void> {
  const res = await page.request.post('/api/dev/rg/reality-check', {
    headers: { authorization: `Bearer ${token}` },
    data: { dueInSeconds },
  });
  expect(res.ok(), `reality-check hook: HTTP ${res.status()}`).toBeTruthy();
}

for (const lng of LANGUAGES) {
  test.describe(`responsible gaming (${lng})`, () => {
    test('a deposit limit refuses a deposit over it', async ({ page }) => {
      await registerAndSignIn(page, { prefix: `rg-limit-${lng}`, language: lng });
      // the player's controls are linked from the RG page, the footer and the side menu
      await page.goto('/responisble-gaming');
      // the footer loads at the first scroll (it is below the fold)
      await expect(page.getByTestId('rg-settings-callout')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByTestId('footer-rg-settings')).toHaveAttribute(
        'href',
        '/profile/responsible-gaming',
      );
      await page.getByTestId('rg-settings-callout').getByRole('link').click();
      await expect(page).toHaveURL(/\/profile\/responsible-gaming$/);
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      const row = page.getByTestId('limit-DEPOSIT-DAY');
      await row.getByTestId('limit-DEPOSIT-DAY-edit').click();
      await row.getByTestId('limit-DEPOSIT-DAY-input').fill('20');
      await row.getByTestId('limit-DEPOSIT-DAY-save').click();
      await expect(row.getByRole('status')).toBeVisible();
      await expect
        .poll(() => plainText(row.getByTestId('limit-DEPOSIT-DAY-value')))
        .toMatch(/20|٢٠/);
      await page.getByTestId('limits-DEPOSIT').scrollIntoViewIfNeeded();
      await shot(page, `rg-profile-${lng}`);
      // the change is in the player's history: who, when, before and after
      const change = page.getByTestId('rg-history').locator('[data-action=LIMIT_SET]').first();
      await expect(change).toBeVisible();
      expect(await plainText(change.getByTestId('rg-history-new'))).toMatch(/20|٢٠/);
      await change.scrollIntoViewIfNeeded();
      await shot(page, `rg-history-${lng}`);

      // a card deposit of 50 is refused before the payment is created, inline, with what is left
      const dialog = await openDeposit(page);
      await dialog.getByTestId('deposit-fiat').getByRole('button').first().click();
      await expect(dialog.getByTestId('deposit-step-2')).toBeVisible();
      await dialog.getByTestId('deposit-amount').fill('50');
      await dialog.getByTestId('deposit-next').click();
      await expect(dialog.getByTestId('deposit-step-3')).toBeVisible();
      await expect(dialog.getByTestId('deposit-pay')).toBeVisible();
      // the full name (the country is a picker, prefilled from the profile)
      await dialog
        .getByTestId('deposit-step-3')
        .locator('input:not([type=hidden])')
        .first()
        .fill('Ada Lovelace');
      await dialog.getByTestId('deposit-pay').click();
      const alert = dialog.getByTestId('rg-refusal');
      await expect(alert).toBeVisible();
      await expect(alert).toHaveAttribute('data-code', 'RG_DEPOSIT_LIMIT');
      await expect(alert).toHaveAttribute('role', 'alert');
      expect(await plainText(alert.getByTestId('rg-refusal-detail'))).toMatch(/20|٢٠/);
      await expect(page).not.toHaveURL(/sandbox/);
    });

    // the deposit limit in both languages; the reality check in English, self-exclusion in Arabic
    // (each flow once: CI time)
    if (lng === 'en') {
      test('the reality check interrupts a slot session and Stop playing signs out', async ({
        page,
      }) => {
        const player = await registerAndSignIn(page, {
          prefix: `rg-reality-${lng}`,
          language: lng,
        });
        await funTopUp(page, player.token);
        const slug = await slotGame(page, player.token);
        await page.goto(`/game/${slug}`);
        const panel = page.getByTestId('play-panel');
        // a first spin: the session is under way
        await panel.getByTestId('play-button').click();
        await expect(panel.getByTestId('play-balance')).not.toHaveText('—');
        // the check falls due on the server: the next spin is refused (RG_REALITY_CHECK_DUE) and
        // the check interrupts play
        await realityCheckDueIn(page, player.token, 0);
        await expect(panel.getByTestId('play-button')).toBeEnabled();
        await panel.getByTestId('play-button').click();
        const modal = page.getByTestId('reality-check');
        await expect(modal).toBeVisible({ timeout: 15_000 });
        await expect(page.getByTestId('play-shell')).toHaveAttribute('inert', '');
        await expect(modal.getByTestId('reality-duration')).not.toBeEmpty();
        await shot(page, `rg-reality-${lng}`);
        await modal.getByTestId('reality-stop').click();
        await expect(page).toHaveURL(/\/sign-in/);
        // the token is dead on the server
        const res = await page.request.post('/graphql?op=CurrentUser', {
          headers: { authorization: `Bearer ${player.token}` },
          data: { query: 'query CurrentUser { currentUser { id } }' },
        });
        const body = await res.json();
        expect(body.data?.currentUser ?? null).toBeNull();
      });
    }

    if (lng === 'ar') {
      test('self-exclusion signs out and sign-in is refused with the end date', async ({
        page,
      }) => {
        const player = await registerAndSignIn(page, {
          prefix: `rg-exclude-${lng}`,
          language: lng,
        });
        await page.goto('/profile/responsible-gaming');
        await page.getByTestId('exclusion-choices').locator('label').first().click();
        await page.getByTestId('self-exclude').click();
        const confirm = page.getByTestId('break-confirm');
        await expect(confirm).toBeVisible();
        await expect(page.getByTestId('break-submit')).toBeDisabled();
        await page.getByTestId('break-understand').check();
        await page.getByTestId('break-password').fill(PASSWORD);
        await page.getByTestId('break-submit').click();
        await expect(page).toHaveURL(/\/sign-in/);

        // signing in again is refused, with the end date formatted for the language
        await page.locator('input[name=email]').fill(player.email);
        await page.locator('input[name=password]').fill(PASSWORD);
        await page.locator('form button[type=submit]').click();
        const alert = page.getByTestId('rg-refusal');
        await expect(alert).toHaveAttribute('data-code', 'RG_SELF_EXCLUDED');
        const refused = await gql<LooseData>(
          page,
          'Login',
          `mutation Login($input: LoginInput!) { login(input: $input) { __typename ... on LoginError { code rg { until } } } }`,
          { input: { username: player.email, password: PASSWORD } },
        );
        const until = refused.login.rg.until as string;
        const expected = await page.evaluate(
          ([iso, l]) =>
            new Intl.DateTimeFormat(l, { dateStyle: 'long', timeStyle: 'short' }).format(
              new Date(iso),
            ),
          [until, lng] as const,
        );
        expect(await plainText(alert.getByTestId('rg-refusal-detail'))).toContain(expected);
        await shot(page, `rg-signin-${lng}`);

        // the same person cannot open another account: refused inline on the sign-up page
        await page.goto('/sign-up');
        await page.locator('input[name=email]').fill(player.email.toUpperCase());
        await page.locator('input[name=password]').fill(PASSWORD);
        const refusal = page.getByTestId('rg-refusal');
        // the currency and country arrive from the server: submit until the form is complete
        await expect(async () => {
          await page.locator('form button[type=submit]').click();
          await expect(refusal).toBeVisible({ timeout: 3000 });
        }).toPass({ timeout: 20_000 });
        await expect(refusal).toHaveAttribute('data-code', 'RG_SELF_EXCLUDED');
        await expect(refusal.getByTestId('rg-refusal-detail')).not.toBeEmpty();
        await expect(page).toHaveURL(/\/sign-up/);
        await shot(page, `rg-signup-${lng}`);
      });
    }
  });
}
