import AxeBuilder from '@axe-core/playwright';
import { registerAndSignIn } from './support/api';
import { expect, test, type Page } from './support/test';

// Accessibility (issue 16): axe-core finds no serious or critical violation on the public
// screens and with the search, language, games filter, deposit and withdraw modals open; a modal
// keeps keyboard focus inside it and the focused control shows a visible focus indicator. One
// test walks the screens, one the modals, on the desktop project; AXE_DETAILS=1 prints each
// finding's nodes.

async function seriousFindings(page: Page, screen: string): Promise<string[]> {
  // a modal fading in has its text at part opacity: colour contrast is judged once it has landed
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (process.env.AXE_DETAILS) {
    for (const v of serious) {
      console.log(`${screen}: ${v.id} (${v.impact}) × ${v.nodes.length}: ${v.help}`);
      for (const node of v.nodes.slice(0, 3)) console.log(`   ${node.html.slice(0, 200)}`);
    }
  }
  return serious.map((v) => `${screen}: ${v.id} × ${v.nodes.length}`);
}

/** Tabs through the open dialog: focus never leaves it, and every stop is visibly marked. */
async function expectFocusTrappedAndVisible(page: Page, screen: string): Promise<void> {
  const dialog = page.getByRole('dialog').last();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { inside: false, visible: false, what: 'body' };
      const dialogs = [...document.querySelectorAll('[role="dialog"]')];
      const style = getComputedStyle(el);
      const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return {
        inside: dialogs.some((d) => d.contains(el)),
        visible: el.matches(':focus-visible') && (ring || outline),
        what: el.outerHTML.slice(0, 120),
      };
    });
    expect(where.inside, `${screen}: Tab ${i + 1} left the dialog (${where.what})`).toBe(true);
    expect(where.visible, `${screen}: no visible focus on ${where.what}`).toBe(true);
  }
  await expect(dialog).toBeVisible();
}

test('public screens have no serious axe findings', async ({ page }) => {
  test.setTimeout(90_000);
  const findings: string[] = [];
  for (const path of ['/', '/games', '/providers', '/sign-up', '/sign-in']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // the first screen's data and art are in
    await page.waitForLoadState('networkidle');
    findings.push(...(await seriousFindings(page, path)));
  }
  expect(findings).toEqual([]);
});

test('modals have no serious axe findings and trap a visible focus', async ({ page }) => {
  test.setTimeout(120_000);
  const findings: string[] = [];

  // guest modals: search (header), language (header), the games filter (/games)
  await page.goto('/games');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('header-search').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await seriousFindings(page, 'search modal')));
  await expectFocusTrappedAndVisible(page, 'search modal');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: /Change language/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await seriousFindings(page, 'language modal')));
  await expectFocusTrappedAndVisible(page, 'language modal');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('games-filter-button').click();
  await expect(page.getByRole('dialog', { name: 'Games filter' })).toBeVisible();
  findings.push(...(await seriousFindings(page, 'filter modal')));
  await expectFocusTrappedAndVisible(page, 'filter modal');
  await page.keyboard.press('Escape');

  // the cashier's modals, signed in
  await registerAndSignIn(page, { prefix: 'a11y' });
  await page.goto('/profile/payment-history');
  await page.getByTestId('balance-chip').click();
  await expect(page.getByRole('dialog').getByTestId('deposit-step-1')).toBeVisible();
  findings.push(...(await seriousFindings(page, 'deposit modal')));
  await expectFocusTrappedAndVisible(page, 'deposit modal');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('wallet-menu').click();
  await page.getByTestId('wallet-menu-withdraw').click();
  await expect(page.getByRole('dialog').getByTestId('withdraw-available')).toBeVisible();
  findings.push(...(await seriousFindings(page, 'withdraw modal')));
  await expectFocusTrappedAndVisible(page, 'withdraw modal');

  expect(findings).toEqual([]);
});
