import { expect, test, type Page } from './support/test';
import { findGame, funTopUp, realBalance, registerAndSignIn } from './support/api';

// The Play journey in real Chromium against the real server (FUN_TOP_UP=1): a player registered
// through the GraphQL API gets fun money, plays a real dice round on a game of the `other`
// category, sees the balance change, finds the bet in /profile/bet-history and verifies it on
// /fairness, where the browser recomputes the roll with WebCrypto and it matches the server.

test('play a real dice round, find it in bet history and verify it on /fairness', async ({
  page,
}) => {
  const token = (await registerAndSignIn(page, { prefix: 'play' })).token;
  await funTopUp(page, token);
  const funded = await realBalance(page, token);
  expect(Number(funded)).toBeGreaterThan(0);

  // dice: a one-player "… Dice" game (live-casino dice games are shared tables: live-table.spec)
  const slug = await findGame(page, ['other', 'live-casino'], 'DICE', { token });
  expect(slug).not.toBe('');

  await page.goto(`/game/${slug}`);
  const panel = page.getByTestId('play-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'Real money' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const stake = panel.getByTestId('stake-input');
  await stake.fill('2,5');
  await expect(stake).toHaveValue('2.5');
  // keyboard: Enter in the stake field plays the round
  await stake.press('Enter');
  await expect(panel.getByTestId('dice-result')).toBeVisible();
  await expect(panel.getByTestId('play-balance')).not.toHaveText('—');
  await expect.poll(() => realBalance(page, token)).not.toBe(funded);

  await page.goto('/profile/bet-history');
  const row = page.locator(`[data-testid="bet-row"][data-game="${slug}"]`).first();
  await expect(row).toBeVisible();
  await row.getByTestId('verify-link').click();
  await expect(page).toHaveURL(/\/fairness\?/);
  const verifier = page.getByTestId('verifier');
  // the bet's server seed is still in use: reveal it (rotation), then verify
  await verifier.getByTestId('reveal-seed').click();
  await expect(verifier.getByTestId('verify-server-seed')).not.toHaveValue('');
  await verifier.getByTestId('verify-button').click();
  const result = verifier.getByTestId('verify-result');
  await expect(result).toContainText('Match: your browser computed the same result as the server.');
});

async function gameOf(page: Page, token: string, category: string, engine: string) {
  const slug = await findGame(page, [category], engine, { token });
  if (!slug) throw new Error(`no ${engine} game in ${category}`);
  return slug;
}

test('roulette: a split bet on the board, an inline refusal, then a settled spin', async ({
  page,
}) => {
  const token = (await registerAndSignIn(page, { prefix: 'play' })).token;
  const slug = await gameOf(page, token, 'roulette', 'ROULETTE');
  await page.goto(`/game/${slug}`);
  const panel = page.getByTestId('play-panel');
  const table = panel.getByTestId('roulette-table');
  await expect(table).toBeVisible();
  // the split between 17 and 20: pick the bet type, then tap it on the layout
  await table.getByTestId('roulette-mode-SPLIT').click();
  await table.getByRole('button', { name: 'Split 17/20', exact: true }).click();
  const bet = table.getByTestId('roulette-bet');
  await expect(bet).toHaveCount(1);
  await expect(bet).toContainText('Split 17/20');
  await expect(table.getByTestId('roulette-total')).toHaveText('$1.00');

  // no money yet: the server refuses, inline next to the controls, and the bet stays on the table
  await panel.getByTestId('play-button').click();
  const error = panel.getByRole('alert');
  await expect(error).toContainText('Not enough money');
  await expect(table.getByTestId('roulette-bet')).toHaveCount(1);

  await funTopUp(page, token);
  await panel.getByTestId('play-button').click();
  await expect(panel.getByTestId('roulette-result')).toBeVisible();
  await expect(panel.getByTestId('play-error')).toHaveCount(0);
  await expect(panel.getByTestId('play-balance')).not.toHaveText('—');
  // the table is cleared for the next spin; the last spin's split is shown, Rebet puts it back
  await expect(table.getByText(/^Last spin: \d+$/)).toBeVisible();
  await table.getByTestId('roulette-rebet').click();
  await expect(table.getByTestId('roulette-total')).toHaveText('$1.00');
});

test('a stake above the game maximum is refused inline and kept as typed', async ({ page }) => {
  const token = (await registerAndSignIn(page, { prefix: 'play' })).token;
  const slug = await gameOf(page, token, 'slots', 'SLOTS');
  await page.goto(`/game/${slug}`);
  const panel = page.getByTestId('play-panel');
  const stake = panel.getByTestId('stake-input');
  await expect(stake).toHaveValue('0.20');
  await stake.fill('150');
  await expect(panel.getByRole('alert')).toHaveText('The maximum stake is $100.00');
  await expect(panel.getByTestId('play-button')).toBeDisabled();
  await stake.press('Enter');
  await expect(stake).toHaveValue('150');
  // the sound switch starts muted and remembers the choice
  const sound = panel.getByTestId('sound-toggle');
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await sound.click();
  await page.reload();
  await expect(page.getByTestId('sound-toggle')).toHaveAttribute('aria-pressed', 'true');
});

test('the fairness page explains the scheme to guests', async ({ page }) => {
  await page.goto('/fairness');
  await expect(page.getByRole('heading', { name: 'Provably fair', level: 1 })).toBeVisible();
  await expect(page.getByTestId('verifier')).toBeVisible();
});
