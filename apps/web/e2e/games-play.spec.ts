import { expect, test, type Page } from './support/test';
import { gql } from './support/api';

// Demo play for a guest (issue 18), and Keno and Wheel in real Chromium against the real server:
// ONE test, one browser context, looping over en/ar × 390×844/1280×800. A guest (no account)
// opens a "… Keno" and a "… Wheel" game: the demo fun balance (1,000.00) and the "Register to
// play for real" call to action show, a Keno draw and a Wheel spin are played (the server's guest
// demo round, nothing stored), and the fun balance moves by stake and win. Then, once (en, 390),
// the other engines play demo as a guest too: Mines and blackjack in the browser (no request
// leaves for them), dice on the server's guest path, and the live baccarat table is watched
// (crash: component tests).
// Screenshots go outside the repo (SHOTS_DIR) to be looked at.

const SHOTS = process.env.SHOTS_DIR ?? '';

async function gameOf(page: Page, categories: string[], engine: string): Promise<string> {
  const list = await gql(
    page,
    'GamesList',
    `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug } } }`,
    { input: { filter: { categories }, pagination: { page: 1, count: 100 } } },
  );
  for (const { slug } of list.gamesList.items as { slug: string }[]) {
    const r = await gql(
      page,
      'GameEngine',
      `query GameEngine($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { engine } } }`,
      { slug },
    );
    if (r.gameEngine.engine === engine) return slug;
  }
  return '';
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a guest plays Keno and Wheel in demo mode (en/ar × 390/1280)', async ({ page }) => {
  test.setTimeout(150_000);
  const keno = await gameOf(page, ['other'], 'KENO');
  const wheel = await gameOf(page, ['live-game-show'], 'WHEEL');
  expect(keno).not.toBe('');
  expect(wheel).not.toBe('');
  await page.goto('/');
  for (const language of ['en', 'ar'] as const) {
    await page.evaluate((l) => window.localStorage.setItem('selectedLanguage', l), language);
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      const tag = `${language}-${size.width}`;

      await page.goto(`/game/${keno}`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const panel = page.getByTestId('play-panel');
      await expect(panel).toHaveAttribute('data-engine', 'KENO');
      // the guest is not sent to sign-in: demo mode, fun balance, register call to action
      await expect(page).toHaveURL(new RegExp(`/game/${keno}`));
      await expect(panel.getByTestId('demo-register')).toHaveAttribute('href', '/sign-up');
      const before = amount(await panel.getByTestId('demo-balance').textContent());
      expect(before).toBeGreaterThan(0);
      await panel.getByTestId('stake-input').fill('1');
      for (const n of [3, 11, 27]) await panel.getByTestId(`keno-${n}`).click();
      await panel.getByTestId('keno-draw').click();
      await expect(panel.getByTestId('keno-result')).toBeVisible({ timeout: 20_000 });
      await shot(page, `keno-guest-${tag}`);
      // the fun balance moved by the stake (and the win, if any)
      await expect
        .poll(async () => amount(await panel.getByTestId('demo-balance').textContent()))
        .not.toBe(before);

      await page.goto(`/game/${wheel}`);
      const wheelPanel = page.getByTestId('play-panel');
      await expect(wheelPanel).toHaveAttribute('data-engine', 'WHEEL');
      await expect(wheelPanel.getByTestId('demo-register')).toBeVisible();
      await wheelPanel.getByTestId('stake-input').fill('1');
      await wheelPanel.getByTestId('wheel-spin').click();
      await expect(wheelPanel.getByTestId('wheel-result')).toBeVisible({ timeout: 20_000 });
      await shot(page, `wheel-guest-${tag}`);
    }
  }

  await page.evaluate(() => window.localStorage.setItem('selectedLanguage', 'en'));
  await page.setViewportSize({ width: 390, height: 844 });
  const mutations: string[] = [];
  page.on('request', (r) => {
    const body = r.postData() ?? '';
    // the game's own mutations (not the page's "recently opened" mark)
    if (
      r.url().includes('/graphql') &&
      body.includes('mutation') &&
      !body.includes('MarkGameOpened') &&
      // the guest's demo seed commitment (no round)
      !body.includes('rotateGuestDemoSeed')
    )
      mutations.push(body);
  });

  // Mines: played in the browser — no mutation is sent
  const mines = await gameOf(page, ['other'], 'MINES');
  await page.goto(`/game/${mines}`);
  const minesPanel = page.getByTestId('play-panel');
  await expect(minesPanel).toHaveAttribute('data-engine', 'MINES');
  await minesPanel.getByTestId('mines-start').click();
  const tile = minesPanel.getByTestId('mines-tile-12');
  await expect(tile).toBeEnabled();
  await tile.click();
  await expect(tile).not.toHaveAttribute('data-state', 'hidden');
  await shot(page, 'mines-guest-en-390');

  // blackjack: dealt in the browser, played to the end by standing
  const blackjack = await gameOf(page, ['live-blackjack'], 'BLACKJACK');
  await page.goto(`/game/${blackjack}`);
  const bj = page.getByTestId('play-panel');
  await expect(bj).toHaveAttribute('data-engine', 'BLACKJACK');
  await expect(bj.getByTestId('demo-register')).toBeVisible();
  await bj.getByTestId('bj-deal').click();
  await expect(bj.getByTestId('player-hands').getByRole('img').first()).toBeVisible();
  await shot(page, 'blackjack-guest-en-390');
  expect(mutations).toEqual([]);

  // dice: the server's guest demo round
  const dice = await gameOf(page, ['live-casino'], 'DICE');
  await page.goto(`/game/${dice}`);
  const panel = page.getByTestId('play-panel');
  await expect(panel.getByTestId('demo-balance')).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().includes('op=playDice'));
  await panel.getByTestId('play-button').click();
  const round = (await (await answer).json()).data.playDice.round as {
    serverSeedHash: string;
    nonce: number;
    outcome: { roll: string };
  };
  await expect(panel.getByTestId('dice-result')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'dice-guest-en-390');
  // the demo round is verifiable: its hash was committed before it; revealing the seed links it
  // to the verifier, which recomputes the same roll from the revealed seed
  const fairness = panel.getByTestId('guest-fairness');
  await fairness.locator('summary').click();
  await expect(fairness.getByTestId('guest-fairness-hash')).toHaveText(round.serverSeedHash);
  await fairness.getByTestId('guest-fairness-reveal').click();
  await shot(page, 'dice-guest-fairness-en-390');
  await fairness.getByTestId('guest-fairness-verify').click();
  await expect(page).toHaveURL(/\/fairness\?/);
  const verifier = page.getByTestId('verifier');
  await verifier.getByTestId('verify-button').click();
  const result = page.getByTestId('verify-result');
  await expect(result).toContainText('Match');
  await expect(result).toContainText(`${round.serverSeedHash} ✓`);
  await expect(result).toContainText(round.outcome.roll);
  await shot(page, 'dice-guest-verified-en-390');
  // baccarat of the live category is a shared table (games-live): a guest watches its rounds
  const baccarat = await gameOf(page, ['live-baccarat'], 'BACCARAT');
  await page.goto(`/game/${baccarat}`);
  await expect(page.getByTestId('live-table')).toBeVisible();
  expect(mutations.length).toBeGreaterThanOrEqual(1);
  expect(mutations.every((m) => m.includes('"demo":true'))).toBe(true);
  // …on the guest's committed seed pair
  expect(mutations.every((m) => m.includes('"demoSeed"'))).toBe(true);
});
