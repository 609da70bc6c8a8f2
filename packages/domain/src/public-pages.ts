// The pages a guest can open without signing in, by path: what the sitemap lists (the
// catalogue's games and providers are added by the server) and what the web's footer and menus
// link to (a web test keeps its RULE_LINKS and INFO_LINKS inside this list).

/** Pages of the lobby itself. */
export const LOBBY_PATHS = ['/', '/games', '/providers', '/bonuses', '/fairness'] as const;

/** The rules (spec §2.10; `/responisble-gaming` is spelled as the spec has it). */
export const LEGAL_PATHS = [
  '/terms-and-conditions',
  '/bonus-terms-and-conditions',
  '/responisble-gaming',
  '/aml',
  '/kyc',
  '/cookies-policy',
  '/privacy-policy',
] as const;

/** Information pages. */
export const INFO_PATHS = ['/about', '/vip', '/faq', '/replenishment-methods'] as const;

export const PUBLIC_PAGE_PATHS: readonly string[] = [...LOBBY_PATHS, ...LEGAL_PATHS, ...INFO_PATHS];
