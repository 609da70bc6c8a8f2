// The viewer's country and currency, which decide whether a game is geo-restricted (spec §2.5):
// the signed-in player's registration country and account currency, or for a guest the country
// and currency of their IP address. The guest's geo read (GetGeoInstructionByIp, spec §3, §7.2)
// is one document for the whole app: the region here, and the geo language (spec §4.5) its
// languages, so a guest's page asks for it once.
import { graphql } from '@/lib/graphql';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from '@aurum/domain';
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { useSession } from '@/lib/session';
import type { GameRestriction } from './games';

export interface ViewerRegion {
  country: string;
  currency: string;
}

export const VIEWER_GEO_QUERY = graphql(`
  query ViewerGeo {
    getGeoInstructionByIp {
      country
      currency
      name
      lang
    }
  }
`);

/**
 * The guest's geo read, as every reader asks it: cache-first, so the region, the geo language and
 * the registration form share one request (the address does not change during a visit; under
 * the client's cache-and-network, urql asks the server again for every reader that subscribes).
 */
export function useViewerGeo(pause = false) {
  return useQuery({ query: VIEWER_GEO_QUERY, pause, requestPolicy: 'cache-first' });
}

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

/** The viewer's region, or null while it is unknown: one query for the whole app. */
function useRegionQuery(): ViewerRegion | null {
  const { status, user } = useSession();
  const [geo] = useViewerGeo(status !== 'guest');
  const g = geo.data?.getGeoInstructionByIp;
  const failed = Boolean(geo.error);
  let country: string | null = null;
  let currency: string | null = null;
  if (status === 'user' && user) {
    country = user.mainCountry;
    currency = user.firstRegisteredCurrency;
  } else if (status === 'guest' && (g || failed)) {
    country = g ? g.country : DEFAULT_COUNTRY;
    currency = g ? g.currency : DEFAULT_CURRENCY;
  }
  // the same object while the region stays the same: the cards reading it do not re-render
  return useMemo(() => (country && currency ? { country, currency } : null), [country, currency]);
}

const ViewerRegionContext = createContext<ViewerRegion | null>(null);

/**
 * Asks for the region once, above every game card (issue 16): a query per card subscribed
 * dozens of times at the home page's start and each answer re-rendered its card in a
 * blocking render.
 */
export function ViewerRegionProvider({ children }: { children: ReactNode }) {
  return createElement(ViewerRegionContext.Provider, { value: useRegionQuery() }, children);
}

/** The viewer's region, or null while it is unknown (ViewerRegionProvider). */
export function useViewerRegion(): ViewerRegion | null {
  return useContext(ViewerRegionContext);
}
