// The `test` every e2e spec uses: Playwright's, plus a guard that fails the test when the browser
// reports a Content-Security-Policy violation (or a Permissions-Policy header error) in any page
// of the test — its own context and any context it opens with `browser.newContext()`.
// Violations are seen twice over: Chromium's console error ("… violates the following Content
// Security Policy directive …") and the document's `securitypolicyviolation` event, which an init
// script (not subject to the page's CSP) turns into a console line.
// Lint makes specs import `test` from here, not from @playwright/test.
import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

const REPORT = /Content[- ]Security[- ]Policy|\[csp-violation\]|Permissions-Policy/i;

/** Starts collecting the CSP violations of every page of `context` into `into`. */
export async function watchCspViolations(context: BrowserContext, into: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `[csp-violation] ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile || e.documentURI}:${e.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (REPORT.test(text)) into.push(`${message.location().url || '(page)'}: ${text}`);
  });
}

export const test = base.extend<{
  /** set true (test.use) only in a test that provokes violations on purpose */
  allowCspViolations: boolean;
  /** what the guard collected so far in this test */
  cspViolations: string[];
  cspGuard: void;
}>({
  allowCspViolations: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  cspViolations: async ({}, supply) => {
    await supply([]);
  },
  // A server-rendered page (issue 16) is on screen before the app runs, and a click on one of its
  // buttons before then does nothing: page.goto and page.reload also wait until the app is live
  // (`<html data-app>`, set by the app root after hydration).
  page: async ({ page }, supply) => {
    const live = () =>
      page
        .waitForFunction(() => document.documentElement.hasAttribute('data-app'), undefined, {
          timeout: 15_000,
        })
        .catch(() => undefined);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await live();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await live();
      return response;
    };
    await supply(page);
  },
  cspGuard: [
    async ({ browser, context, cspViolations, allowCspViolations }, run) => {
      await watchCspViolations(context, cspViolations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await watchCspViolations(created, cspViolations);
        return created;
      };
      try {
        await run();
      } finally {
        browser.newContext = newContext;
      }
      if (!allowCspViolations) {
        expect(cspViolations, 'CSP violations reported in the browser console').toEqual([]);
      }
    },
    { auto: true },
  ],
});
