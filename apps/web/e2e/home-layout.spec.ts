import { chooseLanguage } from './support/language';
import { expect, test } from './support/test';

// Home's layout at both sizes (the `mobile` 390×844 and `desktop` 1280×800 projects): no
// horizontal overflow in English or Arabic, and a screenshot of each for review.

for (const lang of ['en', 'ar'] as const) {
  test(`home in ${lang} renders without horizontal overflow (screenshot)`, async ({
    page,
  }, info) => {
    await chooseLanguage(page, lang);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('a[href^="/game/"] img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/screenshots/home-${lang}-${info.project.name}.png` });
  });
}
