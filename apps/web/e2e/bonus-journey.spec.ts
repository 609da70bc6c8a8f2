import { expect, test, type Page } from './support/test';
import { balanceOf, funTopUp, gql, registerAndSignIn } from './support/api';
import { depositByCard, openDeposit, toast } from './support/cashier';

// The Bonuses journey (issue 7) in real Chromium against the real server: a new player chooses
// the welcome bonus in the deposit modal, deposits 20 USD through the payment sandbox, the bonus
// turns ACTIVE with 20 USD of bonus money; a slot spin in another tab moves the wagering bar on
// /profile/my-bonuses live (subscription, no reload); the rest of the 35× goal (700 USD) is played
// through the API in 5 USD slot spins (the largest stake that counts), the card turns
// READY_FOR_REWARD live, and Claim turns the bonus money into real money.

interface UserBonus {
  id: number;
  status: string;
  wagerProgress: { wageredAmount: string; wagerGoal: string };
}

async function welcome(page: Page, token: string): Promise<UserBonus | undefined> {
  const data = await gql<{
    getUserBonusesList: { bonusList: Array<UserBonus & { bonusInfo: { name: string } }> };
  }>(
    page,
    'GetUserBonusesList',
    `query GetUserBonusesList($request: GetUserBonusesListRequest) {
      getUserBonusesList(request: $request) {
        ... on UserBonusList {
          bonusList { id status bonusInfo { name } wagerProgress { wageredAmount wagerGoal } }
        }
      }
    }`,
    { request: { lang: 'en', currencyCode: 'USD' } },
    { token },
  );
  return data.getUserBonusesList.bonusList.find((b) => b.bonusInfo.name === 'welcome');
}

async function history(page: Page, token: string): Promise<UserBonus[]> {
  const data = await gql<{ getUserBonusHistory: { bonusList: UserBonus[] } }>(
    page,
    'GetUserBonusHistory',
    `query GetUserBonusHistory($request: GetUserBonusHistoryRequest) {
      getUserBonusHistory(request: $request) {
        ... on UserBonusList { bonusList { id status wagerProgress { wageredAmount wagerGoal } } }
      }
    }`,
    { request: { lang: 'en' } },
    { token },
  );
  return data.getUserBonusHistory.bonusList;
}

async function slotGame(page: Page, token: string): Promise<string> {
  const list = await gql<{ gamesList: { items: { slug: string }[] } }>(
    page,
    'GamesList',
    `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug } } }`,
    { input: { filter: { categories: ['slots'] }, pagination: { page: 1, count: 20 } } },
    { token },
  );
  for (const { slug } of list.gamesList.items) {
    const data = await gql<{ gameEngine: { engine?: string } }>(
      page,
      'GameEngine',
      `query GameEngine($slug: String!) {
        gameEngine(slug: $slug) { ... on GameEngineConfig { engine } }
      }`,
      { slug },
      { token },
    );
    if (data.gameEngine.engine === 'SLOTS') return slug;
  }
  throw new Error('no playable slot among the first 20 slots');
}

test('welcome bonus: choose it, deposit, play it through live, claim it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { token } = await registerAndSignIn(page, { prefix: 'journey' });
  // money to wager with: stakes are taken from real money first
  await funTopUp(page, token);

  // deposit modal: welcome preselected and chosen, 20 USD by card through the sandbox
  const dialog = await openDeposit(page);
  const choice = dialog.getByRole('radio', { name: '100% welcome bonus' });
  await expect(choice).toHaveAttribute('aria-checked', 'true');
  await choice.click();
  await depositByCard(page, dialog, '20');
  await expect.poll(async () => (await welcome(page, token))?.status).toBe('ACTIVE');
  const granted = await balanceOf(page, token);
  expect(granted.bonus).toBe('20.00');

  // My bonuses: the active welcome bonus, nothing wagered yet, goal 35 × 20 USD
  await page.goto('/profile/my-bonuses');
  const card = page.locator('[data-testid="user-bonus"][data-bonus="welcome"]');
  await expect(card).toHaveAttribute('data-status', 'ACTIVE');
  const bar = card.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('aria-valuetext', /\$0\.00 .*\$700\.00/);

  // a 5 USD spin in another tab moves the bar here without a reload
  const slug = await slotGame(page, token);
  const game = await context.newPage();
  await game.goto(`/game/${slug}`);
  const panel = game.getByTestId('play-panel');
  await panel.getByTestId('stake-input').fill('5');
  await panel.getByTestId('play-button').click();
  await expect
    .poll(async () => (await welcome(page, token))?.wagerProgress.wageredAmount)
    .toBe('5.00');
  await expect(bar).toHaveAttribute('aria-valuetext', /\$5\.00 .*\$700\.00/);
  await game.close();

  // the rest of the goal: 139 more 5 USD spins through the API
  for (let spin = 0; spin < 139; spin += 1) {
    const data = await gql<{ playSlots: { __typename: string; code?: string } }>(
      page,
      'PlaySlots',
      `mutation PlaySlots($input: PlaySlotsInput!) {
        playSlots(input: $input) {
          __typename
          ... on GeneralAppError { code }
        }
      }`,
      { input: { gameSlug: slug, amount: '5.00' } },
      { token },
    );
    expect(data.playSlots.__typename, data.playSlots.code).toBe('PlaySuccess');
  }
  await expect.poll(async () => (await welcome(page, token))?.status).toBe('READY_FOR_REWARD');
  // the page follows: the card offers Claim
  await expect(card).toHaveAttribute('data-status', 'READY_FOR_REWARD');
  const before = await balanceOf(page, token);

  await card.getByTestId('user-bonus-claim').click();
  await expect(toast(page, '20.00')).toBeVisible();
  // finished bonuses leave the list for the history
  await expect.poll(async () => (await history(page, token))[0]?.status).toBe('CLAIMED');
  expect(await welcome(page, token)).toBeUndefined();
  const after = await balanceOf(page, token);
  // the bonus money (untouched: stakes came from real money) became real money
  expect(after.bonus).toBe('0.00');
  expect(Number(after.real) - Number(before.real)).toBeCloseTo(Number(before.bonus), 2);

  // and the claimed bonus is in the history
  await page.goto('/profile/bonus-history');
  await expect(page.getByText('100% welcome bonus').first()).toBeVisible();
});
