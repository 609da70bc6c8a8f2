// The links a search engine reads in every served page (issue 16): the canonical address of the
// page in its language and the alternates in the six languages (`?lng=`, which wins over any
// stored choice: docs/architecture.md "Language in the address") plus x-default, and the Open
// Graph address. Written by the server into index.html, so they cost the first route no
// JavaScript; server-rendered pages also get their title and description (http/ssr.ts).
import { LANGUAGES, isLanguage } from '@aurum/domain';

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<link>`/`<meta>` tags for the page at `url` (path and query as requested). */
export function headLinks(publicUrl: string, url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const lng = parsed.searchParams.get('lng');
  const pathname = parsed.pathname;
  const at = (language: string | null) =>
    attr(`${publicUrl}${pathname}${language ? `?lng=${language}` : ''}`);
  const canonical = at(lng && isLanguage(lng) ? lng : null);
  return [
    `<link rel="canonical" href="${canonical}">`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${at(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${at(null)}">`,
    `<meta property="og:url" content="${canonical}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Aurum">',
  ].join('');
}
