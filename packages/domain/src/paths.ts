// The path of one game's page and of one studio's page (web links, the sitemap). Its own module:
// the web's first route imports these without the page lists of public-pages.ts (their array
// spreads are kept by the bundler, ~0.5 KB of the 150 KB first-route budget).
export const gamePath = (slug: string) => `/game/${encodeURIComponent(slug)}`;
export const providerPath = (slug: string) => `/provider/${encodeURIComponent(slug)}`;
