// Dice: roll under / over, the target slider, and the chance and multiplier it gives.
import { diceChanceBp } from '@aurum/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { DiceDirection, GameEngineConfig } from '../../api/play';
import { formatNumber } from '../../model/format';
import { Stat } from '../stat';

export function DiceControls({
  config,
  target,
  direction,
  onTarget,
  onDirection,
}: {
  config: GameEngineConfig;
  target: string;
  direction: DiceDirection;
  onTarget: (v: string) => void;
  onDirection: (d: DiceDirection) => void;
}) {
  const { t } = useTranslation('play');
  const locale = currentLanguage();
  const id = useId();
  const value = Number(target);
  // the engine's rule (@aurum/domain): under t wins with t %, over t with 99.99 − t %
  const chance = diceChanceBp({ target: Math.round(value * 100), direction }) / 100;
  const multiplier = chance > 0 ? Number(config.rtp) / chance : 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('dice.direction')}>
        {(['UNDER', 'OVER'] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={direction === d}
            onClick={() => onDirection(d)}
            data-testid={`dice-${d}`}
            className={cn(
              'min-h-11 rounded-xl border text-body-sm font-semibold',
              direction === d ? 'border-gold bg-gold/15 text-gold' : 'border-border text-muted',
            )}
          >
            {t(d === 'UNDER' ? 'dice.rollUnder' : 'dice.rollOver')}
          </button>
        ))}
      </div>
      <label htmlFor={id} className="flex items-center justify-between text-body-sm text-muted">
        <span>{t('dice.target')}</span>
        <span dir="ltr" className="font-semibold text-text tabular-nums">
          {formatNumber(target, locale)}
        </span>
      </label>
      <input
        id={id}
        type="range"
        dir="ltr"
        min={2}
        max={97}
        step={0.5}
        value={value}
        onChange={(e) => onTarget(Number(e.target.value).toFixed(2))}
        className="h-11 w-full accent-[var(--color-gold)]"
        data-testid="dice-target"
      />
      <div className="grid grid-cols-2 gap-2 text-body-sm">
        <Stat label={t('dice.chance')}>{formatNumber(chance, locale)}%</Stat>
        <Stat label={t('dice.multiplier')}>{formatNumber(multiplier, locale, 4)}×</Stat>
      </div>
    </div>
  );
}
