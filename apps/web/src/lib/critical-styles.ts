// A server-rendered page may arrive with its stylesheet cut to the rules its markup can use
// (`<style data-critical>`, server http/critical-css.ts; issue 16, first screen). The app adds
// the whole stylesheet the moment the document gets a class the server's markup did not have (a
// dialog, another route, the signed-in header): a MutationObserver's callback runs before the
// browser styles the change, so nothing is drawn unstyled. Until then the page is not styled a
// second time (adding the whole sheet restyles every element: 35–55 ms on these machines).

/** Adds the whole stylesheet (once); resolves when it applies. Null: the page has all of it. */
let addWhole: (() => Promise<void>) | null = null;

/**
 * The whole stylesheet, for a client render (a signed-in visitor, another stored language): the
 * app awaits it before it replaces the server's markup, so nothing it draws is unstyled.
 */
export const wholeStylesheet = (): Promise<void> => addWhole?.() ?? Promise.resolve();

export function watchCriticalStyles(): void {
  const critical = document.querySelector<HTMLStyleElement>('style[data-critical]');
  const href = critical?.dataset.href;
  if (!critical || !href) return;
  // the disabled link the server leaves for Vite's lazy-chunk loader names the same file
  const link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  /** The stylesheet's text, fetched once the app runs: parsed and adopted synchronously when needed. */
  let wholeText: string | null = null;
  let applied: Promise<void> | null = null;
  let observer: MutationObserver | null = null;
  addWhole = () => {
    if (applied) return applied;
    observer?.disconnect();
    if (wholeText !== null && 'adoptedStyleSheets' in document) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(wholeText);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      return (applied = Promise.resolve());
    }
    const element = link ?? document.createElement('link');
    applied = new Promise<void>((resolve) => {
      element.addEventListener('load', () => resolve(), { once: true });
      element.addEventListener('error', () => resolve(), { once: true });
    });
    if (link) link.disabled = false;
    else {
      element.rel = 'stylesheet';
      element.href = href;
      document.head.appendChild(element);
    }
    return applied;
  };

  void fetch(href)
    .then((response) => (response.ok ? response.text() : null))
    .then((text) => {
      // without its @font-face rules: the page has its faces already (index.html's loader added
      // them, or the cut kept them), and a second set would load each face twice
      if (text !== null && !applied) wholeText = text.replace(/@font-face\{[^}]*\}/g, '');
    })
    .catch(() => undefined);

  const known = new Set<string>();
  for (const element of document.querySelectorAll('[class]'))
    for (const name of element.classList) known.add(name);
  const isNew = (element: Element) => {
    for (const name of element.classList) if (!known.has(name)) return true;
    return false;
  };
  const bringsNew = (node: Node) => {
    if (!(node instanceof Element)) return false;
    if (isNew(node)) return true;
    for (const element of node.querySelectorAll('[class]')) if (isNew(element)) return true;
    return false;
  };
  observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element && isNew(record.target)) return void addWhole!();
      } else for (const node of record.addedNodes) if (bringsNew(node)) return void addWhole!();
    }
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
}
