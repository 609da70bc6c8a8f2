import { expect, test, type APIRequestContext, type Page } from './support/test';
import { gql, openSideMenu, registerPlayer } from './support/api';

// Languages, right to left and content (issue 9), in real Chromium against the real server:
// every language renders home and a legal page without raw keys, Arabic lays out right to left
// at 390×844, the language modal's provisional pick, geo language from a forwarded IP
// (the e2e server runs with TRUST_PROXY=1), and the VIP application.

/** Public addresses geoip-country places in Saudi Arabia, Egypt and Germany. */
const SAUDI_IP = '212.26.0.1';
const EGYPT_IP = '41.32.0.1';
const GERMAN_IP = '85.214.0.1';
const RAW_KEY = /^[a-z]+(\.[a-zA-Z]+)+$/;

/** Seeds local storage once per page (not again on reloads or navigations). */
async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-seeded', '1');
  }, entries);
}

/** Adds x-forwarded-for to the page requests and the app's GraphQL requests, as a proxy in front
 *  of the server would (a server-rendered page's reads, geo included, are made as the page's
 *  requester). */
async function forwardFrom(page: Page, ip: string) {
  await page.route('**/*', (route) => {
    const request = route.request();
    const forward =
      request.resourceType() === 'document' || new URL(request.url()).pathname === '/graphql';
    return forward
      ? route.continue({ headers: { ...request.headers(), 'x-forwarded-for': ip } })
      : route.continue();
  });
}

/** Every visible text line on the page that looks like an untranslated key or placeholder. */
async function rawTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text) continue;
      if (parent.closest('script,style,[hidden],[aria-hidden="true"]')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      out.push(text);
    }
    const attrs = [...document.querySelectorAll('[aria-label],[placeholder],[title]')].flatMap(
      (el) => ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [...out, ...attrs.filter(Boolean), document.title];
  });
  return texts.filter((text) => RAW_KEY.test(text) || text.includes('{{') || text.includes('}}'));
}

async function registerUser(request: APIRequestContext, language = 'en'): Promise<string> {
  return (await registerPlayer(request, { prefix: 'i18n', language })).token;
}

async function serverLanguage(request: APIRequestContext, token: string): Promise<string> {
  const data = await gql<{ currentUser: { language: string } }>(
    request,
    'CurrentUser',
    'query CurrentUser { currentUser { language } }',
    {},
    token,
  );
  return data.currentUser.language;
}

// Russian, Kazakh and Arabic (Cyrillic, the language with the longest words, right to left);
// English is every other spec's language, and the locale parity unit test proves each key exists
// in all six
for (const lang of ['ru', 'kk', 'ar'] as const) {
  test(`${lang}: home and a legal page render without raw keys, with lang and dir`, async ({
    page,
  }) => {
    await seedStorage(page, { selectedLanguage: lang });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', lang);
    await expect(html).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('main a[href^="/game/"]').first()).toBeVisible();
    expect(await rawTexts(page)).toEqual([]);

    await page.goto('/privacy-policy');
    await expect(html).toHaveAttribute('lang', lang);
    const sections = page.locator('article section[id]');
    await expect(sections.first()).toBeVisible();
    expect(await sections.count()).toBeGreaterThanOrEqual(5);
    // the operator values from configuration are interpolated into the text
    await expect(page.locator('article')).toContainText('Aurum Gaming Ltd.');
    await expect(page.locator('article')).toContainText('support@aurum.example');
    expect(await rawTexts(page)).toEqual([]);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);
    // translated, not the English page
    await expect(page.locator('h1')).not.toHaveText('Privacy policy');
    expect(description).not.toMatch(/^How Aurum collects/);
  });
}

test.describe('Arabic at 390×844', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seedStorage(page, { selectedLanguage: 'ar' });
  });

  test('home, the side menu and the breadcrumb read right to left', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // no horizontal overflow in RTL
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    // the burger sits at the right edge of the header
    const burger = page.locator('button[aria-controls="side-menu"]');
    const burgerBox = (await burger.boundingBox())!;
    expect(burgerBox.x + burgerBox.width / 2).toBeGreaterThan(390 / 2);
    // the side menu drawer slides in from the right edge
    await burger.click();
    const menu = page.locator('#side-menu').last();
    await expect(menu).toBeVisible();
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box ? Math.round(box.x + box.width) : -1;
      })
      .toBe(390);
    await page.keyboard.press('Escape');

    // breadcrumb: Home first, at the right; the page name last, to its left
    await page.goto('/terms-and-conditions');
    const crumbs = page
      .getByRole('navigation', { name: 'مسار التنقل' })
      .locator('li:not([aria-hidden])');
    await expect(crumbs.first()).toHaveText('الرئيسية');
    const first = (await crumbs.first().boundingBox())!;
    const last = (await crumbs.last().boundingBox())!;
    expect(first.x).toBeGreaterThan(last.x);
    // legal text is right aligned, list bullets on the right
    const align = await page
      .locator('article section[id] p')
      .first()
      .evaluate((p) => getComputedStyle(p).direction);
    expect(align).toBe('rtl');
  });

  test('the language modal lists its options right to left', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /تغيير اللغة/ }).click();
    const dialog = page.getByRole('dialog');
    const radios = dialog.getByRole('radio');
    await expect(radios).toHaveCount(6);
    const option = radios.filter({ hasText: 'Русский' });
    const optionBox = (await option.boundingBox())!;
    const code = (await option.locator('span').first().boundingBox())!;
    const check = (await option.locator('span').last().boundingBox())!;
    // code badge at the start (right), check mark at the end (left)
    expect(code.x).toBeGreaterThan(check.x);
    expect(optionBox.x + optionBox.width - (code.x + code.width)).toBeLessThan(24);
    // the language code itself stays left to right
    await expect(option.locator('span').first()).toHaveAttribute('dir', 'ltr');
    // the dialog is within the viewport
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(391);
  });

  test('amounts and the VIP form keep numbers left to right', async ({ page }) => {
    await page.goto('/vip');
    const threshold = page.getByText(/ابتداءً من رهانات/).first();
    await expect(threshold).toBeVisible();
    await expect(threshold).toHaveAttribute('dir', 'auto');
    const badges = page.locator('ol li span[dir="ltr"]');
    await expect(badges.first()).toHaveText('1/5');
  });
});

test('language modal: provisional pick, close resets, Continue switches', async ({ page }) => {
  await seedStorage(page, { selectedLanguage: 'en' });
  await page.goto('/');
  await expect(page.locator('main a[href^="/game/"]').first()).toBeVisible();
  await page.getByRole('button', { name: /Change language/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /English/ })).toHaveAttribute(
    'aria-checked',
    'true',
    { timeout: 20_000 },
  );
  await dialog.getByRole('radio', { name: /Türkçe/ }).click();
  // provisional: the check moves, the interface does not change
  await expect(dialog.getByRole('radio', { name: /Türkçe/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(dialog.getByRole('radio', { name: /English/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');

  // reopened, the pick was reset to the current language
  await page.getByRole('button', { name: /Change language/ }).click();
  await expect(dialog.getByRole('radio', { name: /English/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await dialog.getByRole('radio', { name: /Қазақ/ }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('kk');
  await expect(page).toHaveTitle(/Онлайн-казино|Aurum/);
});

test('language modal for a signed-in player saves the language on the account', async ({
  page,
}) => {
  const token = await registerUser(page.request, 'en');
  await seedStorage(page, { token, selectedLanguage: 'en' });
  await page.goto('/');
  // signed-in players reach the language modal from the side menu
  await expect(page.getByRole('button', { name: /Change language/ })).toHaveCount(0);
  await expect(page.getByTestId('notification-bell')).toBeVisible({ timeout: 20_000 });
  await openSideMenu(page);
  await page.locator('#side-menu').last().getByRole('button', { name: 'Language' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Türkçe/ }).click();
  const ops: string[] = [];
  page.on('request', (r) => {
    const op = new URL(r.url()).searchParams.get('op');
    if (op) ops.push(`${op}:${r.headers()['accept-language'] ?? ''}`);
  });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect.poll(() => serverLanguage(page.request, token)).toBe('tr');
  expect(ops.some((op) => op.startsWith('ChangeUserLanguage:'))).toBe(true);
  // the new language gets a fresh data client: the player's queries are fetched again in Turkish
  await expect.poll(() => ops.some((op) => op === 'CurrentUser:tr')).toBe(true);
});

test.describe('geo language', () => {
  test('a visitor from Saudi Arabia gets Arabic', async ({ page }) => {
    await forwardFrom(page, SAUDI_IP);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a visitor from Egypt gets Arabic on a legal page too', async ({ page }) => {
    await forwardFrom(page, EGYPT_IP);
    await page.goto('/kyc');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('h1')).toHaveText('سياسة اعرف عميلك');
  });

  test('a stored choice wins over geo', async ({ page }) => {
    await forwardFrom(page, SAUDI_IP);
    await seedStorage(page, { selectedLanguage: 'ru' });
    await page.goto('/');
    await expect(page.locator('main a[href^="/game/"]').first()).toBeVisible();
    // the geo read answers (its languages are Arabic), and the stored Russian stays
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a guest's page reads the geo defaults once, for the region, the language and the form", async ({
    page,
  }) => {
    // every GraphQL read of getGeoInstructionByIp, whatever its operation's name
    const geoReads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/graphql') && (r.postData() ?? '').includes('getGeoInstructionByIp')) {
        geoReads.push(new URL(r.url()).searchParams.get('op') ?? '');
      }
    });
    // a client-rendered page with all three readers: the region (game restrictions), the geo
    // language (nothing stored; the loopback address is a US visitor, so the language stays
    // English and no second client is made) and the registration form's defaults
    await page.goto('/sign-up');
    await expect(page.locator('form').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(geoReads).toEqual(['ViewerGeo']);
  });

  test('an unsupported country language opens the language modal', async ({ page }) => {
    await forwardFrom(page, GERMAN_IP);
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio')).toHaveCount(6, { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('a signed-in player applies to the VIP club', async ({ page }) => {
  const token = await registerUser(page.request);
  await seedStorage(page, { token, selectedLanguage: 'en' });
  await page.goto('/vip');
  await expect(page.getByRole('heading', { name: 'VIP levels' })).toBeVisible();
  const message = page.getByLabel('About your play');
  await message.fill('short');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await message.fill('Live roulette most evenings, deposits around 500 USD a week.');
  await page.getByText('Telegram').click();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your application is under review' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your application is under review')).toBeVisible();
});

test('guests see the VIP levels and a way to log in; FAQ opens with the keyboard', async ({
  page,
}) => {
  await seedStorage(page, { selectedLanguage: 'en' });
  await page.goto('/vip');
  await expect(page.locator('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/sign-in?return=%2Fvip',
  );
  await page.goto('/faq');
  const question = page.getByRole('button', { name: 'How long do withdrawals take?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/usually within 24 hours for verified accounts/)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('replenishment methods come from the payment methods in the database', async ({ page }) => {
  await seedStorage(page, { selectedLanguage: 'en' });
  await page.goto('/replenishment-methods');
  await expect(page.locator('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/sign-in?return=%2Freplenishment-methods',
  );

  const token = await registerUser(page.request);
  const methods = (
    await gql(
      page,
      'GetPaymentMethods',
      'query GetPaymentMethods($target: String!) { getPaymentMethods(target: $target) { fiat { name enabled } crypto { name payinEnabled } } }',
      { target: 'USD' },
      token,
    )
  ).getPaymentMethods as {
    fiat: { name: string; enabled: boolean }[];
    crypto: { name: string; payinEnabled: boolean }[];
  };
  const fiat = methods.fiat.filter((m) => m.enabled);
  const crypto = methods.crypto.filter((m) => m.payinEnabled);
  expect(fiat.length + crypto.length).toBeGreaterThan(0);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.reload();
  for (const method of [...fiat, ...crypto].slice(0, 6)) {
    await expect(page.getByText(method.name, { exact: true }).first()).toBeVisible();
  }
});
