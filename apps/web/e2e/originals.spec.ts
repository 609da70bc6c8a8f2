import { expect, test, type Page } from './support/test';
import { funTopUp, gql, realBalance, registerAndSignIn } from './support/api';

// The originals in real Chromium against the real server, in English and Arabic (right to left):
// a funded player opens a "… Mines" game, starts a round with one mine, opens a tile and cashes out
// (a mine instead ends the round; then it starts again), and drops a Plinko ball and sees where it
// landed. Screenshots go outside the repo (SHOTS_DIR) to be looked at.

const SHOTS = process.env.SHOTS_DIR ?? '';

async function gameOf(page: Page, token: string, engine: string): Promise<string> {
  const list = await gql(
    page,
    'GamesList',
    `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug } } }`,
    { input: { filter: { categories: ['other'] }, pagination: { page: 1, count: 100 } } },
    token,
  );
  for (const { slug } of list.gamesList.items as { slug: string }[]) {
    const r = await gql(
      page,
      'GameEngine',
      `query GameEngine($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { engine } } }`,
      { slug },
      token,
    );
    if (r.gameEngine.engine === engine) return slug;
  }
  return '';
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const language of ['en', 'ar'] as const) {
  test(`mines: open a tile and cash out; plinko: drop a ball (${language})`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const token = (await registerAndSignIn(page, { prefix: `originals-${language}`, language }))
      .token;
    await funTopUp(page, token);
    const funded = await realBalance(page, token);
    const mines = await gameOf(page, token, 'MINES');
    const plinko = await gameOf(page, token, 'PLINKO');
    expect(mines).not.toBe('');
    expect(plinko).not.toBe('');
    const tag = `${info.project.name}-${language}`;

    await page.goto(`/game/${mines}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const panel = page.getByTestId('play-panel');
    await expect(panel).toHaveAttribute('data-engine', 'MINES');
    await panel.getByTestId('stake-input').fill('2');
    await panel.getByTestId('mines-count').selectOption('1');
    let cashed = false;
    for (let attempt = 0; attempt < 4 && !cashed; attempt++) {
      await panel.getByTestId('mines-start').click();
      const tile = panel.getByTestId(`mines-tile-${12 + attempt}`);
      await expect(tile).toBeEnabled();
      if (attempt === 0) await shot(page, `mines-start-${tag}`);
      // keyboard: the tile is a labelled button
      await tile.focus();
      await page.keyboard.press('Enter');
      await expect(tile).not.toHaveAttribute('data-state', 'hidden');
      if ((await tile.getAttribute('data-state')) === 'gem') {
        await shot(page, `mines-open-${tag}`);
        await panel.getByTestId('mines-cash-out').click();
        await expect(panel.getByTestId('mines-result')).toBeVisible();
        // every mine is shown once the round is over
        await expect(panel.locator('[data-state="mine"]')).toHaveCount(1);
        cashed = true;
      } else {
        await expect(panel.getByTestId('mines-result')).toBeVisible();
      }
    }
    expect(cashed).toBe(true);
    await expect(panel.getByTestId('play-balance')).not.toHaveText('—');
    await shot(page, `mines-cashed-${tag}`);
    await expect.poll(() => realBalance(page, token)).not.toBe(funded);

    await page.goto(`/game/${plinko}`);
    const board = page.getByTestId('play-panel');
    await expect(board).toHaveAttribute('data-engine', 'PLINKO');
    await expect(board.getByTestId('plinko-board')).toBeVisible();
    await board.getByTestId('plinko-rows').selectOption('16');
    await board.getByTestId('risk-HIGH').click();
    await board.getByTestId('plinko-drop').click();
    await expect(board.getByTestId('plinko-result')).toBeVisible({ timeout: 15_000 });
    await expect(board.locator('[data-hit="true"]')).toHaveCount(1);
    await shot(page, `plinko-${tag}`);
  });
}
