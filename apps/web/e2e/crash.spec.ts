import { expect, test, type Page } from './support/test';
import { funTopUp, gql, realBalance, registerAndSignIn } from './support/api';

// Crash in real Chromium against the real server (FUN_TOP_UP=1): a player with fun money opens a
// crash game, bets in the BETTING phase of the shared round with an auto cash-out at 1.01×, the
// balance changes, the round crashes and is verified on /fairness from its revealed game hash,
// and the bet is in /profile/bet-history.

/** A crash game the player may open (no restriction for US / USD), the same on every run. */
async function crashGame(page: Page, token: string): Promise<string> {
  const list = await gql(
    page,
    'GamesList',
    `query GamesList($input: GamesListInput) { gamesList(input: $input) {
       items { slug recalled restrictions { disabled } } } }`,
    { input: { filter: { categories: ['crash'] }, pagination: { page: 1, count: 50 } } },
    token,
  );
  const items = list.gamesList.items as {
    slug: string;
    recalled: boolean;
    restrictions: { disabled: boolean }[];
  }[];
  const slugs = items
    .filter((g) => !g.recalled && g.restrictions.every((r) => !r.disabled))
    .map((g) => g.slug);
  expect(slugs.length).toBeGreaterThan(0);
  // a fixed choice (the suite runs this journey once, on the phone project)
  return [...slugs].sort()[0]!;
}

test('bet in a shared crash round, cash out automatically, verify the round, find the bet', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const token = (await registerAndSignIn(page, { prefix: 'crash' })).token;
  await funTopUp(page, token);
  const funded = await realBalance(page, token);
  const slug = await crashGame(page, token);

  await page.goto(`/game/${slug}`);
  const game = page.getByTestId('crash-game');
  await expect(game).toBeVisible();
  await expect(game.getByRole('radio', { name: 'Real money' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await game.getByTestId('crash-stake').fill('2');
  await game.getByTestId('crash-auto').fill('1.01');
  const action = game.getByTestId('crash-action');
  // a round takes bets (the current one may still be running: wait for the next)
  await expect(action).toHaveAttribute('data-mode', /^(bet|queue)$/, { timeout: 30_000 });
  await action.click();
  await expect(action).toHaveAttribute('data-mode', /^(placed|cashOut|queue)$/, {
    timeout: 120_000,
  });
  const mine = game.getByTestId('crash-player').filter({ hasText: 'You' });
  await expect(mine).toBeVisible();
  await expect.poll(() => realBalance(page, token), { timeout: 30_000 }).not.toBe(funded);

  // the round runs and crashes; the auto cash-out paid 1.01× unless it crashed at 1.00×
  const flight = game.getByTestId('crash-flight');
  await expect(flight).toHaveAttribute('data-phase', 'CRASHED', { timeout: 180_000 });
  const status = game.getByTestId('crash-status');
  await expect(status).toContainText(/Cashed out at 1\.01× · won \$2\.02|Crashed at 1\.00×/);
  const after = Number(await realBalance(page, token));
  expect([Number(funded) + 0.02, Number(funded) - 2]).toContainEqual(Number(after.toFixed(2)));
  await expect(game.getByTestId('crash-history').getByRole('link').first()).toBeVisible();

  await game.getByTestId('crash-verify').click();
  await expect(page).toHaveURL(/\/fairness\?.*engine=CRASH/);
  const verifier = page.getByTestId('verifier');
  await expect(verifier.getByTestId('verify-server-seed')).not.toHaveValue('');
  await verifier.getByTestId('verify-button').click();
  await expect(verifier.getByTestId('verify-result')).toContainText(
    'Match: your browser computed the same result as the server.',
  );

  await page.goto('/profile/bet-history');
  await expect(page.locator(`[data-testid="bet-row"][data-game="${slug}"]`).first()).toBeVisible();
});
