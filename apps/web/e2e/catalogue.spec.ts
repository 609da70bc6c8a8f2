import { expect, test, type Page, type APIRequestContext } from './support/test';
import { gql, registerAndSignIn } from './support/api';

// The catalogue journeys (issue 4) in real Chromium against the real server: both projects
// (mobile 390×844, desktop 1280×800).

type ApiGame = {
  slug: string;
  title: string;
  category: string;
  providerName: string;
  providerSlug: string;
  restrictions: { country: string | null; currency: string | null; disabled: boolean }[];
};

const EN = { headers: { 'accept-language': 'en' } };

async function gamesList(
  request: APIRequestContext,
  filter: Record<string, unknown>,
  count = 100,
  page = 1,
) {
  const data = await gql<{ gamesList: { items: ApiGame[]; count: number } }>(
    request,
    'GamesList',
    `query GamesList($input: GamesListInput) { gamesList(input: $input) { count items {
      slug title category providerName providerSlug restrictions { country currency disabled } } } }`,
    { input: { filter, pagination: { page, count } } },
    EN,
  );
  return data.gamesList;
}

async function openSearch(page: Page, project: string) {
  if (project === 'mobile') {
    await page.getByRole('navigation').last().getByRole('button', { name: 'Search' }).click();
  } else {
    await page.getByTestId('header-search').click();
  }
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('home → category → provider filter → search → game page → favourite → favourites', async ({
  page,
}, testInfo) => {
  // A long journey on a shared machine: give it room.
  test.setTimeout(120_000);
  // a player from Germany with a EUR account
  await registerAndSignIn(page, { prefix: 'catalogue', currency: 'EUR', country: 'DE' });

  // A provider with several slots (the first page of slots by rating).
  const slots = await gamesList(page.request, { categories: ['slots'], devices: ['mobile'] }, 40);
  const byProvider = new Map<string, ApiGame[]>();
  for (const game of slots.items)
    byProvider.set(game.providerSlug, [...(byProvider.get(game.providerSlug) ?? []), game]);
  const [providerSlug, providerGames] = [...byProvider.entries()].sort(
    (a, b) => b[1].length - a[1].length,
  )[0]!;
  const providerName = providerGames[0]!.providerName;
  const target = providerGames[0]!;

  // home → the Slots category card
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Game categories' })
    .getByRole('link', { name: /Slots/ })
    .click();
  await expect(page).toHaveURL(/\/games\?category=slots$/);
  const grid = page.locator('main');
  await expect(grid.locator('a[href^="/game/"]').first()).toBeVisible();
  expect(await grid.locator('a[href^="/game/"]').count()).toBeGreaterThanOrEqual(12);

  // filter by one provider through the games filter modal
  await page.getByTestId('games-filter-button').click();
  const filter = page.getByRole('dialog', { name: 'Games filter' });
  await expect(filter.getByTestId('providers-selection')).toHaveText('All');
  await filter.getByRole('button', { name: /Providers/ }).click();
  const providers = page.getByRole('dialog', { name: 'Choose providers' });
  await providers
    .getByRole('searchbox', { name: 'Search providers' })
    .fill(providerName.toUpperCase().slice(0, 6));
  await providers.getByRole('checkbox', { name: providerName }).check();
  await providers.getByRole('button', { name: 'Back' }).click();
  await expect(filter.getByTestId('providers-selection')).toHaveText('Selected: 1');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`providers=${providerSlug}`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(async () => {
      const labels = await grid
        .locator('a[href^="/game/"]')
        .evaluateAll((links) => links.map((a) => (a.textContent ?? '').trim()));
      return labels.length > 0 && labels.every((label) => label.endsWith(providerName));
    })
    .toBe(true);

  // search modal: part of a game name, results after the debounce
  const dialog = await openSearch(page, testInfo.project.name);
  await expect(dialog.getByTestId('search-input')).toBeFocused();
  await expect(dialog.getByTestId('search-last-played')).toBeVisible();
  const part = target.title.slice(0, Math.max(5, target.title.length - 3));
  await dialog.getByTestId('search-input').fill(part);
  const result = dialog
    .getByTestId('search-games')
    .getByRole('link', { name: `${target.title} ${target.providerName}` });
  await expect(result).toBeVisible();
  await result.click();

  // the game preview page, favourite toggle
  await expect(page).toHaveURL(`/game/${target.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: target.title })).toBeVisible();
  // the game itself is playable on its page (the Play issue's panel)
  await expect(page.getByTestId('play-panel')).toBeVisible();
  const heart = page.getByTestId('favourite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Added to favourites')).toBeVisible();

  // the game is in /favourites, and in last played in the search modal
  await page.goto('/favourites');
  await expect(
    page.getByRole('link', { name: `${target.title} ${target.providerName}` }),
  ).toBeVisible();
  const again = await openSearch(page, testInfo.project.name);
  await expect(
    again
      .getByTestId('search-last-played')
      .getByRole('link', { name: `${target.title} ${target.providerName}` }),
  ).toBeVisible();
});

test('the providers page search narrows the list', async ({ page }) => {
  await page.goto('/providers');
  const list = page.getByTestId('providers-list');
  await expect(list.getByRole('link')).toHaveCount(12);
  const first = (await list.getByRole('link').nth(3).innerText()).split('\n')[0]!.trim();
  await page.getByTestId('providers-search').fill(first);
  await expect.poll(async () => list.getByRole('link').count()).toBeLessThan(12);
  await expect(list.getByRole('link').first()).toContainText(first);
});

test('a game restricted for the guest’s country is greyed out with the geo hint', async ({
  page,
}) => {
  // Guests on a loopback address count as US / USD; find a game blocked there.
  const all = [
    ...(await gamesList(page.request, { onlyAvailable: false }, 100, 1)).items,
    ...(await gamesList(page.request, { onlyAvailable: false }, 100, 2)).items,
    ...(await gamesList(page.request, { onlyAvailable: false }, 100, 3)).items,
    ...(await gamesList(page.request, { onlyAvailable: false }, 100, 4)).items,
    ...(await gamesList(page.request, { onlyAvailable: false }, 100, 5)).items,
    ...(await gamesList(page.request, { onlyAvailable: false }, 100, 6)).items,
  ];
  const restricted = all.find((game) =>
    game.restrictions.some(
      (rule) =>
        rule.disabled &&
        (rule.country === null || rule.country === 'US') &&
        (rule.currency === null || rule.currency === 'USD'),
    ),
  );
  // The deterministic 600-game seed has several (e.g. Emerald Roulette): a seed that lost its
  // restrictions is a defect this test must report, not skip.
  expect(restricted, 'a game of the seed restricted for US / USD').toBeTruthy();
  const game = restricted!;
  await page.goto(`/games?category=${game.category}&providers=${game.providerSlug}&available=0`);
  const card = page.getByRole('link', { name: `${game.title} ${game.providerName}` });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('aria-disabled', 'true');
  await expect(card).not.toHaveAttribute('href', /.*/);
  await card.focus();
  await expect(page.getByRole('tooltip', { name: /not available in your country/ })).toBeVisible();
  // the unfiltered list leaves it out (only available is on by default)
  await page.goto(`/games?category=${game.category}&providers=${game.providerSlug}`);
  await expect(page.locator('main a[href^="/game/"]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: `${game.title} ${game.providerName}` })).toHaveCount(
    0,
  );
});
