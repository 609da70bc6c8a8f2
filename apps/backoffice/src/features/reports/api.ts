import { graphql } from '@/gql';
import type { GgrDimension } from '@/gql/graphql';

export const GGR_REPORT = graphql(`
  query GgrReport($dimension: GgrDimension!, $from: DateTime!, $to: DateTime!) {
    ggrReport(dimension: $dimension, from: $from, to: $to) {
      key
      label
      currency
      rounds
      stakes {
        currency
        minor
      }
      wins {
        currency
        minor
      }
      ggr {
        currency
        minor
      }
      bonusCost {
        currency
        minor
      }
      ngr {
        currency
        minor
      }
    }
  }
`);

export const RTP_REPORT = graphql(`
  query RtpReport($from: DateTime!, $to: DateTime!) {
    rtpReport(from: $from, to: $to) {
      game
      name
      provider
      currency
      rounds
      stakes {
        currency
        minor
      }
      wins {
        currency
        minor
      }
      rtp
      declaredRtp
    }
  }
`);

export const BONUS_REPORT = graphql(`
  query BonusReport($from: DateTime!, $to: DateTime!) {
    bonusReport(from: $from, to: $to) {
      bonusId
      name
      currency
      granted
      converted
      conversionRate
      bonusGranted {
        currency
        minor
      }
      cost {
        currency
        minor
      }
      forfeited {
        currency
        minor
      }
    }
  }
`);

export type ReportName = 'ggr' | 'rtp' | 'bonuses';

export function reportCsvUrl(
  name: ReportName,
  from: string,
  to: string,
  dimension?: GgrDimension,
): string {
  const q = new URLSearchParams({ from, to });
  if (name === 'ggr' && dimension) q.set('dimension', dimension);
  return `/backoffice/api/reports/${name}.csv?${q.toString()}`;
}
