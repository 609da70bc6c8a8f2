// The browser side of the security headers (apps/server/src/http/security-headers.ts): the
// production document carries the strict policy, the guard of support/test.ts really catches a
// violation, and the dialog's scroll lock (a <style> element added at run time) works through
// the page's nonce instead of being refused.
import { expect, test } from './support/test';

test('the document carries the strict policy and the frame/referrer/permissions headers', async ({
  page,
}) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-inline');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // the inline lang/dir script ran (its hash is in the policy): an Arabic choice applies at once
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test.describe('the guard', () => {
  test.use({ allowCspViolations: true });

  test('reports an injected inline script, which does not run', async ({ page, cspViolations }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
    });
    await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src/);
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
  });
});

test('a dialog locks page scrolling with its nonce-carrying <style>', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const locked = await page.evaluate(() => {
    const style = [...document.head.querySelectorAll('style')].find((s) =>
      /data-scroll-locked|block-interactivity/.test(s.textContent ?? ''),
    );
    return { nonce: Boolean(style?.nonce), overflow: getComputedStyle(document.body).overflow };
  });
  expect(locked).toEqual({ nonce: true, overflow: 'hidden' });
});
