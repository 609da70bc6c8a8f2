import { expect, test, type Page } from './support/test';

// Layout shift on the main routes at 1280 × 800 (issue 19 item 10): at most 0.02 on every route.
// Measured once, on the desktop project: the mobile project ignores this file (playwright
// config `testIgnore`), because a phone context lays the routes out differently.

/** The route has rendered: the lazy page is in, no route spinner, the network is quiet. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"][role="status"]')).toHaveCount(0);
}

const MAX_SHIFT = 0.02;

test('the main routes shift their layout by at most 0.02 at 1280', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifted: string[] };
    w.__cls = 0;
    w.__shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Element | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          if (node instanceof Element) {
            w.__shifted.push(
              `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 60)}`,
            );
          }
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts: string[] = [];
  for (const route of ['/', '/games', '/providers', '/bonuses', '/vip', '/faq']) {
    await page.goto(route);
    await settled(page);
    const { cls, shifted } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __shifted: string[] };
      return { cls: w.__cls, shifted: w.__shifted };
    });
    console.log(`layout shift ${route}: ${cls.toFixed(4)} ${shifted.slice(0, 6).join(' | ')}`);
    if (cls > MAX_SHIFT)
      shifts.push(`${route}: ${cls.toFixed(3)} (${shifted.slice(0, 3).join(' | ')})`);
  }
  expect(shifts).toEqual([]);
});
