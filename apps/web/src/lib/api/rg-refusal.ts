// Responsible-gaming refusals (issue 14) as the player reads them, in every flow: the server's
// RG_* codes carry their data (`RgRefusal`: the amount left of a limit, the end of a time-out or
// self-exclusion …) in the `rg` field of GeneralAppError / LoginError / FiatDepositPaymentResult
// and in `extensions.details` of a GraphQL error. This file turns that data into the
// interpolation values of `errors:<CODE>.detail`, formatted for the interface language, and keeps
// the reason of an RG sign-out lives in lib/rg-sign-out (kept small: the GraphQL client uses it).
import { formatMoney } from '@aurum/domain';
import type { RgRefusalFieldsFragment } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export const RG_REFUSAL_FIELDS = graphql(`
  fragment RgRefusalFields on RgRefusal {
    code
    limitType
    period
    limitMinor
    remainingMinor
    currency
    decimals
    maxStakeMinor
    until
    indefinite
  }
`);

export type RgRefusal = RgRefusalFieldsFragment;

/** A date and time in the interface language, e.g. "12 March 2027, 14:05" (local time zone). */
export function formatRgDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** First-strong isolate, so an amount or date keeps its order inside right-to-left text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

function money(minor: string | null | undefined, refusal: Partial<RgRefusal>, language: string) {
  if (minor === null || minor === undefined || !refusal.currency) return '';
  try {
    return isolate(
      formatMoney(BigInt(minor), refusal.currency, language, {
        decimals: refusal.decimals ?? undefined,
      }),
    );
  } catch {
    return minor;
  }
}

/** The interpolation values of `errors:<CODE>.detail` for a refusal. */
export function rgRefusalValues(
  refusal: Partial<RgRefusal> | null | undefined,
  language: string,
): Record<string, string> {
  if (!refusal) return {};
  return {
    remaining: money(refusal.remainingMinor, refusal, language),
    limit: money(refusal.limitMinor, refusal, language),
    max: money(refusal.maxStakeMinor, refusal, language),
    until: refusal.until ? isolate(formatRgDate(refusal.until, language)) : '',
  };
}

/** True when the refusal has data for its detail line (an amount left, an end date …). */
export function hasRgDetail(refusal: Partial<RgRefusal> | null | undefined): boolean {
  if (!refusal) return false;
  return Boolean(
    refusal.until || refusal.indefinite || refusal.remainingMinor != null || refusal.maxStakeMinor,
  );
}
