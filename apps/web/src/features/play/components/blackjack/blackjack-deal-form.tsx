// The stake and Deal (Enter in the stake field deals).
import { currencyDecimals, normalizeNumberInput } from '@aurum/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { GameEngineConfig } from '../../api/play';
import type { StakeProblem } from '../../model/format';
import { useStakeText } from '../stake-text';

export function BlackjackDealForm({
  config,
  amount,
  onAmount,
  problem,
  busy,
  onDeal,
}: {
  config: GameEngineConfig;
  amount: string;
  onAmount: (amount: string) => void;
  problem: StakeProblem;
  busy: boolean;
  onDeal: (event: FormEvent) => void;
}) {
  const { t } = useTranslation(['blackjack', 'play']);
  const decimals = currencyDecimals(config.currency);
  const stake = useStakeText(config, problem);
  return (
    <form onSubmit={onDeal} className="flex flex-col gap-3" noValidate>
      <Input
        label={t('play:stake.label')}
        inputMode="decimal"
        dir="ltr"
        value={amount}
        onChange={(e) => onAmount(normalizeNumberInput(e.target.value, decimals))}
        error={stake.error}
        touched
        hint={stake.limitsText}
        data-testid="stake-input"
      />
      <Button
        type="submit"
        size="lg"
        loading={busy}
        disabled={Boolean(problem)}
        data-testid="bj-deal"
      >
        {t('actions.deal')}
      </Button>
    </form>
  );
}
