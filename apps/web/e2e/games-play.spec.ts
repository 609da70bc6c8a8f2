import { expect, test, type Page } from './support/test';
import { findGame } from './support/api';
import { chooseLanguage } from './support/language';

// motion is this spec's subject: full motion (the suite asks for reduced motion)
test.use({ reducedMotion: 'no-preference' });

// Demo play for a guest (issue 18) in real Chromium against the real server: ONE test, one browser
// context, looping over en/ar × 390×844/1280×800. A guest (no account) opens a "… Keno" game: the
// demo fun balance (1,000.00) and the "Register to play for real" call to action show, a Keno
// draw is played (the server's guest demo round, nothing stored) and the fun balance moves by
// stake and win; the wheel games are shared live tables, which the guest watches. Then, once (en,
// 390), Mines plays in the browser (no request leaves for it), dice on the server's guest path
// (and verifies on /fairness), and the live blackjack and baccarat tables are watched (crash:
// component tests).
// Screenshots go outside the repo (SHOTS_DIR) to be looked at.

const SHOTS = process.env.SHOTS_DIR ?? '';

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a guest plays Keno in demo mode and watches the shared Wheel table (en 1280, ar 390)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const keno = await findGame(page, ['other'], 'KENO');
  // wheels are game shows: shared live tables (the catalogue has no one-player wheel)
  const wheel = await findGame(page, ['live-game-show'], 'WHEEL', { live: true });
  expect(keno).not.toBe('');
  expect(wheel).not.toBe('');
  await page.goto('/');
  for (const language of ['en', 'ar'] as const) {
    await chooseLanguage(page, language);
    // English at 1280, Arabic at 390 (all four combinations with E2E_ALL_VARIANTS=1; CI time)
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ].filter(
      (s) =>
        process.env.E2E_ALL_VARIANTS || (language === 'en' ? s.width === 1280 : s.width === 390),
    )) {
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
      await expect(page.getByTestId('live-table')).toBeVisible();
      await shot(page, `wheel-guest-${tag}`);
    }
  }

  await chooseLanguage(page, 'en');
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
  const mines = await findGame(page, ['other'], 'MINES');
  await page.goto(`/game/${mines}`);
  const minesPanel = page.getByTestId('play-panel');
  await expect(minesPanel).toHaveAttribute('data-engine', 'MINES');
  await minesPanel.getByTestId('mines-start').click();
  const tile = minesPanel.getByTestId('mines-tile-12');
  await expect(tile).toBeEnabled();
  await tile.click();
  await expect(tile).not.toHaveAttribute('data-state', 'hidden');
  await shot(page, 'mines-guest-en-390');

  // blackjack games are shared live tables too: a guest watches the table
  const blackjack = await findGame(page, ['live-blackjack'], 'BLACKJACK', { live: true });
  await page.goto(`/game/${blackjack}`);
  await expect(page.getByTestId('live-table')).toBeVisible();
  expect(mutations).toEqual([]);

  // dice: the server's guest demo round
  const dice = await findGame(page, ['other', 'live-casino'], 'DICE');
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
  const baccarat = await findGame(page, ['live-baccarat'], 'BACCARAT', { live: true });
  await page.goto(`/game/${baccarat}`);
  await expect(page.getByTestId('live-table')).toBeVisible();
  expect(mutations.length).toBeGreaterThanOrEqual(1);
  expect(mutations.every((m) => m.includes('"demo":true'))).toBe(true);
  // …on the guest's committed seed pair
  expect(mutations.every((m) => m.includes('"demoSeed"'))).toBe(true);
});
