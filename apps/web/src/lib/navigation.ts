// Link lists shared by the side menu, the footer and the legal pages. Labels are keys in `common`.

export const RULE_LINKS = [
  { key: 'terms', to: '/terms-and-conditions' },
  { key: 'bonusTerms', to: '/bonus-terms-and-conditions' },
  { key: 'responsibleGaming', to: '/responisble-gaming' },
  { key: 'aml', to: '/aml' },
  { key: 'kyc', to: '/kyc' },
  { key: 'cookies', to: '/cookies-policy' },
  { key: 'privacy', to: '/privacy-policy' },
] as const;

/** The player's own responsible-gaming controls (issue 14): limits, breaks, self-exclusion. */
export const RG_SETTINGS_PATH = '/profile/responsible-gaming';

export type RuleKey = (typeof RULE_LINKS)[number]['key'];

export const INFO_LINKS = [
  { key: 'about', to: '/about' },
  { key: 'vip', to: '/vip' },
  { key: 'faq', to: '/faq' },
  { key: 'replenishment', to: '/replenishment-methods' },
  { key: 'bonuses', to: '/bonuses' },
] as const;

export type InfoKey = 'vip' | 'faq' | 'about' | 'replenishment';

export function categoryPath(name: string): string {
  return name === 'all-games' ? '/games' : `/games?category=${encodeURIComponent(name)}`;
}
