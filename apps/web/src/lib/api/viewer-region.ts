// The viewer's country and currency, which decide whether a game is geo-restricted (spec §2.5):
// the signed-in player's registration country and account currency, or for a guest the country
// and currency of their IP address.
import { graphql } from '@/lib/graphql';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from '@aurum/domain';
import { useQuery } from 'urql';
import { useSession } from '@/lib/session';
import type { GameRestriction } from './games';

export interface ViewerRegion {
  country: string;
  currency: string;
}

export const GEO_INSTRUCTION_QUERY = graphql(`
  query ViewerGeoRegion {
    getGeoInstructionByIp {
      country
      currency
    }
  }
`);

/** A rule blocks the game when it is disabled and its country and currency (when set) match. */
export function isGameRestricted(
  restrictions: readonly GameRestriction[] | undefined,
  region: ViewerRegion | null,
): boolean {
  if (!region || !restrictions?.length) return false;
  const country = region.country.toUpperCase();
  const currency = region.currency.toUpperCase();
  return restrictions.some(
    (rule) =>
      rule.disabled &&
      (rule.country === null || rule.country.toUpperCase() === country) &&
      (rule.currency === null || rule.currency.toUpperCase() === currency) &&
      (rule.country !== null || rule.currency !== null),
  );
}

/** The viewer's region, or null while it is unknown. */
export function useViewerRegion(): ViewerRegion | null {
  const { status, user } = useSession();
  const [geo] = useQuery({
    query: GEO_INSTRUCTION_QUERY,
    pause: status !== 'guest',
    requestPolicy: 'cache-first',
  });
  if (status === 'user') {
    return user ? { country: user.mainCountry, currency: user.firstRegisteredCurrency } : null;
  }
  if (status === 'guest') {
    const g = geo.data?.getGeoInstructionByIp;
    if (g) return { country: g.country, currency: g.currency };
    return geo.error ? { country: DEFAULT_COUNTRY, currency: DEFAULT_CURRENCY } : null;
  }
  return null;
}
