import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4334';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
async function gql(token, op, query, variables) {
  const r = await fetch(`${base}/graphql?op=${op}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ operationName: op, query, variables }) });
  return (await r.json()).data;
}
async function register(lang) {
  const d = await gql(null, 'UserRegisterByEmail', `mutation UserRegisterByEmail($input: UserRegisterByEmailInput!) { userRegisterByEmail(input: $input) { ... on RegisterSuccess { token } } }`, { input: { email: `shot-${Date.now()}-${Math.random().toString(36).slice(2,7)}@example.com`, password: 'Secret#123', language: lang, currency: { fiat: 'USD' }, onboarding: { country: 'US' } } });
  return d.userRegisterByEmail.token;
}
async function deposit(token, amount, decision = 'approve') {
  const d = await gql(token, 'CreateFiatDepositPayment', `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) { createFiatDepositPayment(input: $input) { status paymentLink } }`, { input: { methodId: 'sandbox-card', currency: 'USD', amount, returnUrl: `${base}/`, predefinedFields: [{ name: 'NAME', value: 'Ada Lovelace' }, { name: 'COUNTRY', value: 'US' }], userAgent: 'shots' } });
  const link = new URL(d.createFiatDepositPayment.paymentLink);
  await fetch(`${base}${link.pathname}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: link.searchParams.get('token'), decision, lang: 'en' }), redirect: 'manual' });
}
await fetch(`${base}/api/operator/notifications`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-operator-token': 'e2e-operator-token-notifications-0001' }, body: JSON.stringify({ content: 'DOMAIN_BANNED', domain: 'aurum-mirror.example' }) });
for (const lang of ['en', 'ar']) {
  for (const [w, h] of [[390, 844], [1280, 800]]) {
    const token = await register(lang);
    await deposit(token, 40);
    await deposit(token, 15, 'decline');
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    await ctx.addInitScript(([t, l]) => { localStorage.setItem('token', t); localStorage.setItem('selectedLanguage', l); }, [token, lang]);
    const page = await ctx.newPage();
    const subscribed = page.waitForEvent('websocket').then((s) => new Promise((r) => s.on('framesent', (f) => { if (String(f.payload).includes('UserNotificationCreated')) r(); })));
    await page.goto(`${base}/`);
    await page.getByTestId('notification-bell').waitFor();
    await subscribed; await page.waitForTimeout(500);
    await deposit(token, 25);
    await page.getByRole('alert').first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots-notifications/${lang}-${w}-toast-bell.png` });
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notification-list').waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots-notifications/${lang}-${w}-drawer-unread.png` });
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1200);
    await page.getByTestId('notification-bell').click();
    await page.waitForTimeout(900);
    await page.screenshot({ path: `/tmp/shots-notifications/${lang}-${w}-drawer-read.png` });
    await ctx.close();
  }
}
// empty state
const token = await register('en');
await gql(token, 'MarkAllNotificationsAsRead', 'mutation MarkAllNotificationsAsRead { markAllNotificationsAsRead { ok } }');
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
await ctx.addInitScript((t) => localStorage.setItem('token', t), token);
const page = await ctx.newPage();
await page.goto(`${base}/`);
await page.getByTestId('notification-bell').click();
await page.waitForTimeout(1000);
await page.screenshot({ path: `/tmp/shots-notifications/en-390-drawer-empty-after-system-read.png` });
await browser.close();
