// Back office content (issue 15) in real Chromium at 1280x800: a marketing officer (invited by the
// automation actor) creates a bottom promo banner in the six player languages with an uploaded
// image, and the player lobby shows it at once (the cached lobby read follows the catalogue
// revision); then the bonus editor's preview. Russian is looped inside for screenshots.
import { generate } from 'otplib';
import type { APIRequestContext, Locator, Page } from './support/test';
import { expect, test } from './support/test';
import { OPERATOR_TOKEN, uniqueEmail } from './support/api';

const STAFF_PASSWORD = 'Staff-password-2026';
/** E2E_SHOTS=<dir> saves the screenshots (CI skips them and the waits they need). */
const SHOTS = process.env.E2E_SHOTS;
const LANGS = ['en', 'ru', 'az', 'kk', 'tr', 'ar'] as const;
// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function staffGql(request: APIRequestContext, op: string, query: string, variables = {}) {
  const res = await request.post('/backoffice/graphql', {
    headers: { 'x-operator-token': OPERATOR_TOKEN, 'x-operator-name': 'e2e' },
    data: { operationName: op, query, variables },
  });
  const body = await res.json();
  expect(body.errors, `${op}: ${JSON.stringify(body.errors)}`).toBeUndefined();
  return body.data;
}

/** Scrolls down until the element is there: the bottom promotions load when scrolled near. */
async function scrolledTo(page: Page, target: Locator) {
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 1500);
      return target.count();
    })
    .toBeGreaterThan(0);
  await target.scrollIntoViewIfNeeded();
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a marketing officer adds a banner with an uploaded image; the player lobby shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const key = `e2e-${tag}`;
  const title = `Autumn drops ${tag}`;

  // the marketing officer's invitation → TOTP enrolment → signed in
  const email = uniqueEmail('staff-marketing', 'aurum.test');
  const invited = await staffGql(
    page.request,
    'InviteStaff',
    `mutation InviteStaff($email: String!, $name: String!, $role: StaffRole!) {
      inviteStaff(email: $email, name: $name, role: $role) { url } }`,
    { email, name: 'Mia Marketing', role: 'marketing' },
  );
  await page.goto(invited.inviteStaff.url);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Repeat the password').fill(STAFF_PASSWORD);
  await page.getByLabel('Code from the authenticator app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(email);

  // Content → Banners → New banner
  await page.getByRole('link', { name: 'Content' }).click();
  await page.getByRole('link', { name: 'Banners' }).click();
  await page.getByRole('button', { name: 'New banner' }).click();
  await page.getByLabel('Key').fill(key);
  await page.getByLabel('Position').selectOption('bottom');
  await page.getByLabel('Link').fill('/bonuses/welcome');
  // the image: REST multipart upload to the staff API, stored like other uploads
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'autumn.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue(/^\/api\/content-images\//);
  await page.getByLabel('Enabled').check();
  // an empty language is refused before anything is sent
  await page.getByLabel('Title (en)').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required in every language').first()).toBeVisible();
  for (const lang of LANGS) {
    await page.getByRole('tab', { name: lang, exact: true }).click();
    await page.getByLabel(`Title (${lang})`).fill(lang === 'en' ? title : `${title} ${lang}`);
    await page.getByLabel(`Description (${lang})`).fill(`Weekly drops (${lang})`);
    await page.getByLabel(`Button (${lang})`).fill(`Join ${lang}`);
  }
  await page.getByRole('tab', { name: 'en', exact: true }).click();
  await expect(page.getByTestId('banner-preview')).toContainText(title);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/banner-editor-en-1280.png` });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${key}” saved. Players see it now.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: key, exact: true })).toBeVisible();

  // the player's lobby (a guest: the cached read) shows it at once, with the uploaded image
  const player = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await player.goto('/');
  const card = player.getByRole('heading', { name: title, exact: true });
  await scrolledTo(player, card);
  await expect(card).toBeVisible();
  const img = player.locator(`li:has(h3:text-is("${title}")) img`);
  await expect(img).toHaveAttribute('src', /^\/api\/content-images\//);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/player-lobby-banner-en-1280.png` });

  // the bonus editor's preview, as the player sees the card
  await page.getByRole('link', { name: 'Bonuses' }).click();
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await expect(page.getByTestId('bonus-preview')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/bonus-editor-en-1280.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Russian, switched in the header: the screen follows at once; with E2E_SHOTS every content
  // screen is opened and photographed in Russian (a full navigation in the back office takes
  // ~15 s in this harness, so CI stays on the client-side switch)
  await page.locator('header select').selectOption('ru');
  await expect(page.getByText('Бонусы').first()).toBeVisible();
  if (SHOTS) {
    for (const [tab, heading] of [
      ['banners', 'Баннеры'],
      ['bonuses', 'Бонусы'],
      ['games', 'Подборка на главной'],
      ['payments', 'Минимум, USD'],
      ['notifications', 'Системные уведомления'],
    ] as const) {
      await page.goto(`/backoffice/content/${tab}`);
      await expect(page.getByText(heading).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/content-${tab}-ru-1280.png` });
    }
    // a tablet in portrait: the same screens stack
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto('/backoffice/content/games');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/content-games-ru-820.png` });
  }

  // leave the lobby as it was for the other specs
  const list = await staffGql(
    page.request,
    'ContentBanners',
    'query ContentBanners { contentBanners { id key } }',
  );
  const id = list.contentBanners.find((b: { key: string }) => b.key === key).id;
  await staffGql(
    page.request,
    'SetBannerEnabled',
    'mutation SetBannerEnabled($id: Int!) { setBannerEnabled(id: $id, enabled: false) { id } }',
    { id },
  );
  await player.reload();
  await scrolledTo(player, player.getByRole('heading', { name: 'Promotions', exact: true }));
  await expect(player.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await player.close();
});
