// A server-rendered page may arrive with its stylesheet cut to the rules its markup can use
// (`<style data-critical>`, server http/critical-css.ts; issue 16, first screen). The app adds
// the whole stylesheet the moment the document gets a class the server's markup did not have (a
// dialog, another route, the signed-in header): a MutationObserver's callback runs before the
// browser styles the change, so nothing is drawn unstyled. Until then the page is not styled a
// second time (adding the whole sheet restyles every element: 35–55 ms on these machines).

/** The stylesheet's text, fetched once the app runs: parsed and adopted synchronously when needed. */
let wholeText: string | null = null;

export function watchCriticalStyles(hydrating: boolean): void {
  const critical = document.querySelector<HTMLStyleElement>('style[data-critical]');
  const href = critical?.dataset.href;
  if (!critical || !href) return;
  // the disabled link the server leaves for Vite's lazy-chunk loader names the same file
  const link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  let added = false;
  let observer: MutationObserver | null = null;
  const addWhole = () => {
    if (added) return;
    added = true;
    observer?.disconnect();
    if (wholeText !== null && 'adoptedStyleSheets' in document) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(wholeText);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    } else if (link) {
      link.disabled = false;
    } else {
      const fresh = document.createElement('link');
      fresh.rel = 'stylesheet';
      fresh.href = href;
      document.head.appendChild(fresh);
    }
  };
  // a client render (a signed-in visitor) replaces the markup: the whole sheet, fetched now
  if (!hydrating) return addWhole();

  void fetch(href)
    .then((response) => (response.ok ? response.text() : null))
    .then((text) => {
      // without its @font-face rules: the page has its faces already (index.html's loader added
      // them, or the cut kept them), and a second set would load each face twice
      if (text !== null && !added) wholeText = text.replace(/@font-face\{[^}]*\}/g, '');
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
        if (record.target instanceof Element && isNew(record.target)) return addWhole();
      } else for (const node of record.addedNodes) if (bringsNew(node)) return addWhole();
    }
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
}
