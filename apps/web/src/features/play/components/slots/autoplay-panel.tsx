// Slot autoplay's settings (shown where the jurisdiction allows autoplay): how many spins, and
// the stop conditions — any win, a single win above an amount, the balance down by an amount.
import { normalizeNumberInput } from '@aurum/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { AUTOPLAY_SPINS, type AutoplaySettings } from '../../model/autoplay';

export function AutoplayPanel({
  decimals,
  onStart,
}: {
  decimals: number;
  onStart: (settings: AutoplaySettings) => void;
}) {
  const { t } = useTranslation('play');
  const [spins, setSpins] = useState<number>(AUTOPLAY_SPINS[0]);
  const [anyWin, setAnyWin] = useState(false);
  const [winAbove, setWinAbove] = useState('');
  const [loss, setLoss] = useState('');
  const amount = (text: string) => (Number(text) > 0 ? Number(text) : null);
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-border p-3"
      data-testid="autoplay-panel"
    >
      <legend className="px-1 text-body-sm font-semibold">{t('autoplay.title')}</legend>
      <div role="radiogroup" aria-label={t('autoplay.spins')} className="flex gap-2">
        {AUTOPLAY_SPINS.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={spins === n}
            onClick={() => setSpins(n)}
            data-testid={`autoplay-spins-${n}`}
            className={cn(
              'min-h-11 flex-1 rounded-lg border text-body-sm font-semibold',
              spins === n ? 'border-gold bg-gold/15 text-gold' : 'border-border text-muted',
            )}
          >
            {n}
          </button>
        ))}
      </div>
      <label className="flex min-h-11 items-center gap-2 text-body-sm">
        <input
          type="checkbox"
          checked={anyWin}
          onChange={(e) => setAnyWin(e.target.checked)}
          data-testid="autoplay-any-win"
          className="size-5 accent-[var(--color-gold)]"
        />
        {t('autoplay.anyWin')}
      </label>
      <Input
        label={t('autoplay.winAbove')}
        inputMode="decimal"
        dir="ltr"
        value={winAbove}
        onChange={(e) => setWinAbove(normalizeNumberInput(e.target.value, decimals))}
        data-testid="autoplay-win-above"
      />
      <Input
        label={t('autoplay.lossLimit')}
        inputMode="decimal"
        dir="ltr"
        value={loss}
        onChange={(e) => setLoss(normalizeNumberInput(e.target.value, decimals))}
        data-testid="autoplay-loss"
      />
      <Button
        type="button"
        onClick={() =>
          onStart({
            spins,
            stopOnAnyWin: anyWin,
            winAbove: amount(winAbove),
            lossLimit: amount(loss),
          })
        }
        data-testid="autoplay-start"
      >
        {t('autoplay.start', { count: spins })}
      </Button>
    </fieldset>
  );
}
