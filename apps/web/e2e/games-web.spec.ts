import { expect, test, type Page } from './support/test';
import { funTopUp, gql, registerAndSignIn } from './support/api';
import { chooseLanguage } from './support/language';

// motion is this spec's subject: full motion (the suite asks for reduced motion)
test.use({ reducedMotion: 'no-preference' });

// What the player sees of the games (issue 18), in real Chromium against the real server: a slot's
// reels stop on the grid the server answered with its winning lines drawn over them; a crash round
// draws its curve and marks the player's cash-out; a roulette wheel lands on the number the bet
// history records. One test per game (desktop project) plays English at 1280×800 and Arabic at 390×844
// (all four combinations with E2E_ALL_VARIANTS=1), like live-table.spec.ts. E2E_SHOTS=<dir> saves a screenshot of each.
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

const ALL_VARIANTS = [
  { language: 'en', width: 1280, height: 800 },
  { language: 'ar', width: 390, height: 844 },
  { language: 'en', width: 390, height: 844 },
  { language: 'ar', width: 1280, height: 800 },
] as const;
// each language and each size once (CI time); E2E_ALL_VARIANTS=1 plays all four (screenshots)
const VARIANTS = process.env.E2E_ALL_VARIANTS ? ALL_VARIANTS : ALL_VARIANTS.slice(0, 2);

/** Opens `path` in the variant's size and language (the last init script wins). */
async function openAs(page: Page, path: string, v: (typeof VARIANTS)[number]) {
  await page.setViewportSize({ width: v.width, height: v.height });
  await chooseLanguage(page, v.language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', v.language === 'ar' ? 'rtl' : 'ltr');
  return `${v.language}-${v.width}`;
}

async function gameOf(page: Page, token: string, category: string, engine: string) {
  const list = await gql(
    page,
    'GamesList',
    `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug } } }`,
    { input: { filter: { categories: [category] }, pagination: { page: 1, count: 30 } } },
    token,
  );
  for (const { slug } of list.gamesList.items as { slug: string }[]) {
    const data = await gql(
      page,
      'GameEngine',
      `query GameEngine($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { engine } } }`,
      { slug },
      token,
    );
    if (data.gameEngine.engine === engine) return slug;
  }
  throw new Error(`no ${engine} game in ${category}`);
}

interface Spin {
  grid: number[][];
  lineWins: { line: number; symbol: number; count: number }[];
}

test("a slot's reels stop on the server's grid with its winning lines drawn (en 1280, ar 390)", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { token } = await registerAndSignIn(page, { prefix: 'slot', language: 'en' });
  await funTopUp(page, token);
  const slug = await gameOf(page, token, 'slots', 'SLOTS');
  for (const v of VARIANTS) {
    const lng = await openAs(page, `/game/${slug}`, v);
    const panel = page.getByTestId('play-panel');
    const machine = panel.getByTestId('slot-machine');
    await expect(machine).toBeVisible();
    // the theme's art is drawn: high symbols as icons, royals as letters
    await expect(machine.locator('svg').first()).toBeVisible();
    await shot(page, `slot-start-${lng}`);

    let won: Spin | null = null;
    for (let i = 0; i < 25 && !won; i += 1) {
      const answer = page.waitForResponse((r) => r.url().includes('op=playSlots'));
      await expect(panel.getByTestId('play-button')).toBeEnabled();
      await panel.getByTestId('play-button').click();
      const body = await (await answer).json();
      const round = body.data.playSlots.round;
      const spin = round.outcome.base as Spin;
      // the reels turn, then rest on exactly the server's grid
      await expect(machine).toHaveAttribute('data-state', 'settled', { timeout: 15_000 });
      for (let reel = 0; reel < 5; reel += 1) {
        for (let row = 0; row < 3; row += 1) {
          await expect(machine.getByTestId(`cell-${reel}-${row}`)).toHaveAttribute(
            'data-symbol',
            String(spin.grid[reel]![row]),
          );
        }
      }
      if (i === 0) await shot(page, `slot-landed-${lng}`);
      if (spin.lineWins.length > 0 && round.outcome.freeSpins.length === 0) won = spin;
      // free spins play out as a feature (an intro, then each spin with its pause: ~30 s for
      // ten), with no paid spin meanwhile
      if (round.outcome.freeSpins.length > 0) {
        await expect(panel.getByTestId('play-button')).toBeEnabled({ timeout: 90_000 });
      }
    }
    expect(won, 'a winning spin within 25 spins').not.toBeNull();
    // every winning line is drawn over the reels (all together first)
    const drawn = await machine
      .getByTestId('payline')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-line'))).sort());
    expect(drawn).toEqual(won!.lineWins.map((w) => w.line).sort());
    await expect(machine.locator('[data-win="true"]').first()).toBeVisible();
    await shot(page, `slot-win-${lng}`);

    // the paytable opens with every symbol and the ten lines
    await panel.getByTestId('paytable-button').click();
    const table = page.getByTestId('paytable');
    await expect(table).toBeVisible();
    await expect(table.getByTestId('paytable-line')).toHaveCount(10);
    await shot(page, `slot-paytable-${lng}`);
    await page.keyboard.press('Escape');
    await expect(table).toBeHidden();
    // autoplay (allowed for a US player): the settings with the stop conditions
    await panel.getByTestId('autoplay-toggle').click();
    await expect(panel.getByTestId('autoplay-panel')).toBeVisible();
    await panel.getByTestId('autoplay-panel').scrollIntoViewIfNeeded();
    await shot(page, `slot-autoplay-${lng}`);
  }
});

test('a roulette wheel lands on the number the bet history records (en 1280, ar 390)', async ({
  page,
}) => {
  test.setTimeout(200_000);
  const { token } = await registerAndSignIn(page, { prefix: 'wheel', language: 'en' });
  await funTopUp(page, token);
  const slug = await gameOf(page, token, 'roulette', 'ROULETTE');
  for (const v of VARIANTS) {
    const lng = await openAs(page, `/game/${slug}`, v);
    const panel = page.getByTestId('play-panel');
    const wheel = panel.getByTestId('roulette-wheel');
    await expect(wheel).toBeVisible();
    const recent: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      await panel.getByTestId('roulette-number-17').click();
      await expect(panel.getByTestId('play-button')).toBeEnabled();
      const before = await wheel.getAttribute('data-round');
      await panel.getByTestId('play-button').click();
      if (i === 0) {
        await wheel.scrollIntoViewIfNeeded();
        await shot(page, `roulette-spinning-${lng}`);
      }
      // landed on a new round (the spinning state is transient: waiting for it could miss it)
      await expect
        .poll(
          async () => {
            const round = await wheel.getAttribute('data-round');
            return round !== null && round !== before;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      const pocket = Number(await wheel.getAttribute('data-pocket'));
      recent.unshift(pocket);
      // the bet history's newest round is this spin, on the same pocket
      const history = await gql(
        page,
        'BetHistory',
        `query BetHistory { betHistory(input: { pagination: { page: 1, count: 1 } }) {
            items { engine outcome { __typename ... on RouletteOutcome { pocket } } }
          } }`,
        {},
        token,
      );
      const [row] = history.betHistory.items as { outcome: { pocket: number } }[];
      expect(row!.outcome.pocket).toBe(pocket);
      // the board marks the winning number; the strip lists the spins, newest first
      await expect(panel.getByTestId(`roulette-number-${pocket}`).locator('.sr-only')).toHaveCount(
        1,
      );
      await expect(panel.getByTestId('roulette-recent').locator('li')).toHaveText(
        recent.map(String),
      );
    }
    await wheel.scrollIntoViewIfNeeded();
    await shot(page, `roulette-landed-${lng}`);
  }
});

test('a crash round draws its curve and marks the cash-out on it (en 1280, ar 390)', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const { token } = await registerAndSignIn(page, { prefix: 'curve', language: 'en' });
  await funTopUp(page, token);
  const slug = await gameOf(page, token, 'crash', 'CRASH');
  let settled = 0;
  for (const v of VARIANTS) {
    const lng = await openAs(page, `/game/${slug}`, v);
    const game = page.getByTestId('crash-game');
    await expect(game).toBeVisible();
    await game.getByTestId('crash-stake').fill('2');
    await game.getByTestId('crash-auto').fill('1.01');
    const action = game.getByTestId('crash-action');
    await expect(action).toHaveAttribute('data-mode', /^(bet|queue)$/, { timeout: 30_000 });
    await action.click();
    await expect(action).toHaveAttribute('data-mode', /^(placed|cashOut)$/, {
      timeout: 120_000,
    });
    const flight = game.getByTestId('crash-flight');
    await expect(flight).toHaveAttribute('data-phase', /RUNNING|CRASHED/, { timeout: 60_000 });
    const canvas = flight.getByTestId('crash-canvas');
    // the curve is drawn on the canvas while the round runs
    await expect(canvas).toHaveAttribute('data-drawn', '1');
    await shot(page, `crash-running-${lng}`);
    await expect(flight).toHaveAttribute('data-phase', 'CRASHED', { timeout: 180_000 });
    // the bet is settled when its round has crashed — a bet placed in the queue plays the next
    // round, so wait for its row rather than for the round on screen
    let row: { outcome: { cashedOutAt: string | null } } | undefined;
    await expect
      .poll(
        async () => {
          const history = await gql(
            page,
            'BetHistory',
            `query BetHistory { betHistory(input: { pagination: { page: 1, count: 10 } }) {
                items { outcome { __typename ... on CrashOutcome { cashedOutAt } } }
              } }`,
            {},
            token,
          );
          const items = history.betHistory.items as { outcome: { cashedOutAt: string | null } }[];
          [row] = items;
          return items.length > settled;
        },
        { timeout: 180_000, intervals: [500] },
      )
      .toBe(true);
    settled++;
    await expect(flight).toHaveAttribute('data-phase', 'CRASHED', { timeout: 60_000 });
    if (row!.outcome.cashedOutAt) {
      // the player's auto cash-out at 1.01× is marked on the curve
      expect(Number(await canvas.getAttribute('data-marks'))).toBeGreaterThanOrEqual(1);
    } else {
      // (the round crashed at 1.00×: nobody cashed out)
      await expect(canvas).toHaveAttribute('data-marks', '0');
    }
    await shot(page, `crash-crashed-${lng}`);
  }
});
