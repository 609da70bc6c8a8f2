// The visitor's language as the app keeps it: the stored choice (local storage, read by the app)
// and its cookie (read by the server, which renders the page in it). A spec that changes the
// language between page loads sets both, as the app does: with local storage alone the server
// renders the cookie's language and the app switches after hydration, refetching the page's data
// under the test's feet (a click on the first render can land on a panel about to be replaced).
import { LANGUAGE_COOKIE } from '@aurum/domain';
import { test, type Page } from './test';

export async function chooseLanguage(page: Page, language: string): Promise<void> {
  // the last init script wins on the next load
  await page.addInitScript((lng) => window.localStorage.setItem('selectedLanguage', lng), language);
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('chooseLanguage needs the project baseURL');
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url }]);
}
