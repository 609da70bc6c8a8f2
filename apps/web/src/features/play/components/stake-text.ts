// The texts every game panel shows about its stake: the limits and what is wrong with the stake.
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { GameEngineConfig } from '../api/play';
import { formatMoney, type StakeProblem } from '../model/format';

export type PanelStakeProblem = StakeProblem | 'noBets';

/** The game's limits, formatted ({ min, max }), for the limits hint and the BET_TOO_* errors. */
export function useLimits(config: Pick<GameEngineConfig, 'minBet' | 'maxBet' | 'currency'>) {
  const locale = currentLanguage();
  return {
    min: formatMoney(config.minBet, config.currency, locale),
    max: formatMoney(config.maxBet, config.currency, locale),
  };
}

/** "From $1.00 to $1,000.00 per round", and the stake field's error (null when fine). */
export function useStakeText(
  config: Pick<GameEngineConfig, 'minBet' | 'maxBet' | 'currency'>,
  problem: PanelStakeProblem,
) {
  const { t } = useTranslation('play');
  const limits = useLimits(config);
  const error =
    problem === 'low'
      ? t('stake.low', { min: limits.min })
      : problem === 'high'
        ? t('stake.high', { max: limits.max })
        : problem === 'empty'
          ? t('stake.empty')
          : problem === 'noBets'
            ? t('stake.noBets')
            : null;
  return { limits, limitsText: t('stake.limits', limits), error };
}
