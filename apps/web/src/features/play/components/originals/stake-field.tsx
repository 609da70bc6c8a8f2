// The stake field of an original (the same texts and checks as every panel: stake-text.ts).
import { currencyDecimals, normalizeNumberInput } from '@aurum/domain';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import type { GameEngineConfig } from '../../api/play';
import type { StakeProblem } from '../../model/format';
import { useStakeText } from '../stake-text';

export function StakeField({
  config,
  amount,
  onAmount,
  problem,
  disabled,
}: {
  config: GameEngineConfig;
  amount: string;
  onAmount: (amount: string) => void;
  problem: StakeProblem;
  disabled?: boolean;
}) {
  const { t } = useTranslation('play');
  const stake = useStakeText(config, problem);
  return (
    <Input
      label={t('stake.label')}
      inputMode="decimal"
      dir="ltr"
      value={amount}
      disabled={disabled}
      onChange={(e) =>
        onAmount(normalizeNumberInput(e.target.value, currencyDecimals(config.currency)))
      }
      error={stake.error}
      touched
      hint={stake.limitsText}
      data-testid="stake-input"
    />
  );
}
