import { expect, test, type Page } from './support/test';
import { funTopUp, gql, realBalance, registerAndSignIn } from './support/api';

// Blackjack in real Chromium against the real server (FUN_TOP_UP=1): a player registered through
// the GraphQL API gets fun money, opens a live-blackjack game, deals (Enter in the stake field),
// stands from the keyboard when the round is still open, sees the outcome and the balance change,
// finds the round in /profile/bet-history and verifies it on /fairness, where the browser
// reshuffles the shoe, replays the moves and matches the server.

async function blackjackGame(page: Page, token: string): Promise<string> {
  const list = await gql(
    page,
    'GamesList',
    `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug } } }`,
    { input: { filter: { categories: ['live-blackjack'] }, pagination: { page: 1, count: 20 } } },
    token,
  );
  for (const { slug } of list.gamesList.items as { slug: string }[]) {
    const engine = await gql(
      page,
      'GameEngine',
      `query GameEngine($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { engine } } }`,
      { slug },
      token,
    );
    if (engine.gameEngine.engine === 'BLACKJACK') return slug;
  }
  return '';
}

test('deal and stand a real blackjack round, find it in bet history and verify it', async ({
  page,
}) => {
  const token = (await registerAndSignIn(page, { prefix: 'blackjack' })).token;
  await funTopUp(page, token);
  const funded = await realBalance(page, token);
  expect(Number(funded)).toBeGreaterThan(0);
  const slug = await blackjackGame(page, token);
  expect(slug).not.toBe('');

  await page.goto(`/game/${slug}`);
  const table = page.getByTestId('play-panel');
  await expect(table).toHaveAttribute('data-engine', 'BLACKJACK');
  await expect(table.getByRole('radio', { name: 'Real money' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const stake = table.getByTestId('stake-input');
  await stake.fill('2,5');
  await expect(stake).toHaveValue('2.5');
  await stake.press('Enter');

  // a natural settles at the deal; otherwise the round waits for the player
  const outcome = table.getByTestId('bj-outcome');
  const stand = table.getByTestId('bj-stand');
  await expect(outcome.or(stand)).toBeVisible();
  if (await stand.isVisible()) {
    await expect(table.getByRole('img', { name: 'Face-down card' })).toBeVisible();
    await expect.poll(() => realBalance(page, token)).not.toBe(funded);
    await page.locator('body').press('s');
  }
  await expect(outcome).toBeVisible();
  await expect(table.getByRole('img', { name: 'Face-down card' })).toHaveCount(0);
  await expect(table.getByTestId('play-balance')).not.toHaveText('—');
  await expect(table.getByTestId('bj-deal')).toBeVisible();
  const settled = await realBalance(page, token);

  await page.goto('/profile/bet-history');
  const row = page.locator(`[data-testid="bet-row"][data-game="${slug}"]`).first();
  await expect(row).toBeVisible();
  await row.getByTestId('verify-link').click();
  await expect(page).toHaveURL(/engine=BLACKJACK/);
  const verifier = page.getByTestId('verifier');
  await verifier.getByTestId('reveal-seed').click();
  await expect(verifier.getByTestId('verify-server-seed')).not.toHaveValue('');
  await verifier.getByTestId('verify-button').click();
  const result = verifier.getByTestId('verify-result');
  await expect(result).toContainText('Match: your browser computed the same result as the server.');
  await expect(result.getByTestId('verify-shoe').locator('li')).toHaveCount(312);
  // verifying settled rounds moves no money
  expect(await realBalance(page, token)).toBe(settled);
});
