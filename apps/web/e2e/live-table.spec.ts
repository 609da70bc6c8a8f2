import { expect, test, type Page } from './support/test';
import { funTopUp, gql, registerAndSignIn } from './support/api';
import { chooseLanguage } from './support/language';

// motion is this spec's subject: full motion (the suite asks for reduced motion)
test.use({ reducedMotion: 'no-preference' });

// A shared live table in real Chromium against the real server (LIVE_TABLE_BETTING_MS=6000 in the
// e2e server): a funded player opens a live roulette game, waits for bets to open, puts a chip on
// 17, places the bet, sees it among the table's bets, and sees the round settle for the whole
// table — the wheel lands on the pocket the bet history records and the last-results strip (from
// the server) starts with it. One round in English at 1280 and one in Arabic at 390 (all four
// combinations with E2E_ALL_VARIANTS=1).
// Live dice and live wheel (docs/live2-notes.md): a player sets their own target and direction at
// a live dice table (or a risk at a live wheel table), places the bet, sees it among the table's
// bets and the round settle on the one roll / stop the bet history records.
// Live blackjack (docs/livebj-notes.md): a player bets, sees the common deal, hits (and stands)
// during the decision window (LIVE_TABLE_DECIDING_MS=8000 here) and sees the dealer's hand and
// their result when the round settles.

const SHOTS = process.env.SHOTS_DIR ?? process.env.E2E_SHOTS ?? '';

async function liveTableOf(
  page: Page,
  token: string,
  category: string,
  engine: string,
): Promise<string> {
  const list = await gql(
    page,
    'GamesList',
    `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug } } }`,
    { input: { filter: { categories: [category] }, pagination: { page: 1, count: 20 } } },
    token,
  );
  for (const { slug } of list.gamesList.items as { slug: string }[]) {
    const r = await gql(
      page,
      'LiveTableFlag',
      `query LiveTableFlag($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { engine liveTable } } }`,
      { slug },
      token,
    );
    if (r.gameEngine.liveTable && r.gameEngine.engine === engine) return slug;
  }
  return '';
}

const liveRoulette = (page: Page, token: string) =>
  liveTableOf(page, token, 'live-roulette', 'ROULETTE');

const VARIANTS = [
  { language: 'en', width: 1280, height: 800 },
  { language: 'ar', width: 1280, height: 800 },
  { language: 'en', width: 390, height: 844 },
  { language: 'ar', width: 390, height: 844 },
] as const;

test('a player bets at a shared live table and sees the round settle (en 1280, ar 390)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { token } = await registerAndSignIn(page, { prefix: 'live-table', language: 'en' });
  await funTopUp(page, token);
  const slug = await liveRoulette(page, token);
  expect(slug).not.toBe('');

  // each language and each size once (CI time); E2E_ALL_VARIANTS=1 plays all four (screenshots)
  for (const { language, width, height } of process.env.E2E_ALL_VARIANTS
    ? VARIANTS
    : [VARIANTS[0], VARIANTS[3]]) {
    const tag = `${language}-${width}`;
    await page.setViewportSize({ width, height });
    await chooseLanguage(page, language);
    await page.goto(`/game/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const table = page.getByTestId('live-table');
    await expect(table).toBeVisible();
    const clock = table.getByTestId('live-clock');
    const mine = table.locator('[data-testid="live-bet"][data-mine="true"]');

    // a round with time left to bet (a refusal at the last instant waits for the next one)
    let placed = false;
    for (let attempt = 0; attempt < 3 && !placed; attempt++) {
      await expect(clock).toHaveAttribute('data-moment', 'betting', { timeout: 20_000 });
      if (attempt === 0) await table.getByTestId('roulette-number-17').click();
      await table.getByTestId('play-button').click();
      placed = await mine
        .waitFor({ timeout: 4_000 })
        .then(() => true)
        .catch(() => false);
      if (!placed) await expect(clock).not.toHaveAttribute('data-moment', 'betting');
    }
    expect(placed).toBe(true);
    await expect(mine).toContainText('17');
    await expect(table.getByTestId('live-commitment')).toBeVisible();
    await shot(page, `live-table-bet-${tag}`);

    // the round settles for everybody: the wheel lands, the result and my payout show
    await expect(table.getByTestId('live-result')).toBeVisible({ timeout: 20_000 });
    const wheel = table.getByTestId('roulette-wheel');
    await expect(wheel).toHaveAttribute('data-state', 'rest');
    const pocket = Number(await wheel.getAttribute('data-pocket'));
    await expect(mine.getByTestId('live-bet-win')).toBeVisible();
    await expect(table.getByTestId('live-history').locator('li').first()).toHaveText(
      String(pocket),
    );
    // the bet history records this round on the same pocket
    const history = await gql(
      page,
      'BetHistory',
      `query BetHistory { betHistory(input: { pagination: { page: 1, count: 1 } }) {
        items { engine gameSlug outcome { __typename ... on RouletteOutcome { pocket } } }
      } }`,
      {},
      token,
    );
    const [row] = history.betHistory.items as { gameSlug: string; outcome: { pocket: number } }[];
    expect(row!.gameSlug).toBe(slug);
    expect(row!.outcome.pocket).toBe(pocket);
    await shot(page, `live-table-settled-${tag}`);
  }
});

/** Waits for a round that takes bets and places the bet (a refusal at the last instant waits). */
async function placeWhenOpen(page: Page) {
  const table = page.getByTestId('live-table');
  const clock = table.getByTestId('live-clock');
  const mine = table.locator('[data-testid="live-bet"][data-mine="true"]');
  let placed = false;
  for (let attempt = 0; attempt < 3 && !placed; attempt++) {
    await expect(clock).toHaveAttribute('data-moment', 'betting', { timeout: 20_000 });
    await table.getByTestId('play-button').click();
    placed = await mine
      .waitFor({ timeout: 4_000 })
      .then(() => true)
      .catch(() => false);
    if (!placed) await expect(clock).not.toHaveAttribute('data-moment', 'betting');
  }
  expect(placed).toBe(true);
  return mine;
}

async function openIn(page: Page, slug: string, language: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await chooseLanguage(page, language);
  await page.goto(`/game/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  const table = page.getByTestId('live-table');
  await expect(table).toBeVisible();
  return table;
}

const NEWEST_BET = `query BetHistory { betHistory(input: { pagination: { page: 1, count: 1 } }) {
  items { engine gameSlug outcome { __typename
    ... on DiceOutcome { roll target direction }
    ... on WheelOutcome { segment segments risk } }
  } } }`;

test('a player bets at a shared live dice table with their own target (en 1280, ar 390)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { token } = await registerAndSignIn(page, { prefix: 'live-dice', language: 'en' });
  await funTopUp(page, token);
  const slug = await liveTableOf(page, token, 'live-casino', 'DICE');
  expect(slug).not.toBe('');
  for (const { language, width, height } of [VARIANTS[0], VARIANTS[3]]) {
    const tag = `${language}-${width}`;
    const table = await openIn(page, slug, language, width, height);
    await expect(table).toHaveAttribute('data-engine', 'DICE');
    await table.getByTestId('dice-OVER').click();
    const mine = await placeWhenOpen(page);
    await expect(mine).toContainText('50.00');
    await shot(page, `live-dice-bet-${tag}`);
    await expect(table.getByTestId('live-result')).toBeVisible({ timeout: 20_000 });
    await expect(mine.getByTestId('live-bet-win')).toBeVisible();
    const roll = (await table.getByTestId('live-roll').textContent())!.trim();
    expect(roll).toMatch(/^\d{1,2}\.\d{2}$/);
    await expect(table.getByTestId('live-history').locator('li').first()).toHaveText(roll);
    const history = await gql(page, 'BetHistory', NEWEST_BET, {}, token);
    const [row] = history.betHistory.items as {
      gameSlug: string;
      outcome: { roll: string; target: string; direction: string };
    }[];
    expect(row!.gameSlug).toBe(slug);
    expect(row!.outcome).toMatchObject({ roll, target: '50.00', direction: 'OVER' });
    await shot(page, `live-dice-settled-${tag}`);
  }
});

test('a player bets at a shared live wheel table with their own risk (en 1280, ar 390)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { token } = await registerAndSignIn(page, { prefix: 'live-wheel', language: 'en' });
  await funTopUp(page, token);
  const slug = await liveTableOf(page, token, 'live-game-show', 'WHEEL');
  expect(slug).not.toBe('');
  for (const { language, width, height } of [VARIANTS[0], VARIANTS[3]]) {
    const tag = `${language}-${width}`;
    const table = await openIn(page, slug, language, width, height);
    await expect(table).toHaveAttribute('data-engine', 'WHEEL');
    await table.getByTestId('risk-HIGH').click();
    await placeWhenOpen(page);
    await shot(page, `live-wheel-bet-${tag}`);
    // the wheel lands inside the pause (3 s here) and the result shows
    await expect(table.getByTestId('live-result')).toBeVisible({ timeout: 20_000 });
    const segments = Number(await table.getByTestId('live-wheel').getAttribute('data-segments'));
    const history = await gql(page, 'BetHistory', NEWEST_BET, {}, token);
    const [row] = history.betHistory.items as {
      gameSlug: string;
      outcome: { segment: number; segments: number; risk: string };
    }[];
    expect(row!.gameSlug).toBe(slug);
    expect(row!.outcome).toMatchObject({ segments, risk: 'HIGH' });
    await shot(page, `live-wheel-settled-${tag}`);
  }
});

const NEWEST_HAND = `query BetHistory { betHistory(input: { pagination: { page: 1, count: 1 } }) {
  items { engine gameSlug } } }`;

test('a player plays a hand at a shared live blackjack table (en 1280, ar 390)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { token } = await registerAndSignIn(page, { prefix: 'live-bj', language: 'en' });
  await funTopUp(page, token);
  const slug = await liveTableOf(page, token, 'live-blackjack', 'BLACKJACK');
  expect(slug).not.toBe('');
  for (const { language, width, height } of process.env.E2E_ALL_VARIANTS
    ? VARIANTS
    : [VARIANTS[0], VARIANTS[3]]) {
    const tag = `${language}-${width}`;
    const table = await openIn(page, slug, language, width, height);
    await expect(table).toHaveAttribute('data-engine', 'BLACKJACK');
    const mine = await placeWhenOpen(page);
    await shot(page, `live-bj-bet-${tag}`);
    // betting closes: the common cards and the up card (the hole card face down), unless the deal
    // itself ended every hand (a natural), then the round settles at once
    const actions = table.getByTestId('live-bj-actions');
    const result = table.getByTestId('live-result');
    await expect(actions.or(result)).toBeVisible({ timeout: 20_000 });
    if (await actions.isVisible()) {
      await expect(table.getByTestId('live-clock')).toHaveAttribute('data-moment', 'deciding');
      // the viewer's own hand is in the bets list (others' show only whether they decided)
      await expect(mine).toContainText(language === 'ar' ? 'اليد' : 'Hand');
      const own = table.getByTestId('live-bj-mine').getByRole('img');
      await expect(own).toHaveCount(2); // the common two
      await shot(page, `live-bj-deciding-${tag}`);
      await table.getByTestId('live-bj-hit').click();
      // the hit card: the viewer's first extra card
      await expect(own).toHaveCount(3);
      const stand = table.getByTestId('live-bj-stand');
      if (await stand.isEnabled()) await stand.click();
      await shot(page, `live-bj-decided-${tag}`);
    }
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(table.getByTestId('live-bj-result')).toBeVisible();
    await expect(mine.getByTestId('live-bet-win')).toBeVisible();
    const history = await gql(page, 'BetHistory', NEWEST_HAND, {}, token);
    const [row] = history.betHistory.items as { engine: string; gameSlug: string }[];
    expect(row).toMatchObject({ engine: 'BLACKJACK', gameSlug: slug });
    await shot(page, `live-bj-settled-${tag}`);
    if (language === 'en') {
      // the hand verifies on /fairness: the browser replays the round's two streams
      await table.getByRole('link', { name: 'Verify' }).click();
      const verifier = page.getByTestId('verifier');
      await verifier.getByTestId('verify-button').click();
      await expect(verifier.getByTestId('verify-result')).toContainText(
        'Match: your browser computed the same result as the server.',
      );
      await shot(page, `live-bj-verified-${tag}`);
    }
  }
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
