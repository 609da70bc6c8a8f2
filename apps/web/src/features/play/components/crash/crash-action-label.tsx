// The action button's label per mode; while cashing out it shows the win at the live multiplier.
import { currencyDecimals, formatMinor, multiplierAt, parseMajorToMinor } from '@aurum/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { CrashBet, CrashRound } from '../../api/crash';
import { elapsedMs, type CrashMode } from '../../model/crash-mode';
import { formatMoney } from '../../model/format';
import { useFrames } from './use-frames';

export function CrashActionLabel({
  mode,
  amount,
  currency,
  round,
  bet,
  offset,
}: {
  mode: CrashMode;
  amount: string;
  currency: string;
  round: CrashRound | null;
  bet: CrashBet | null;
  offset: number;
}) {
  const { t } = useTranslation('crash');
  const locale = currentLanguage();
  const winRef = useRef<HTMLSpanElement>(null);
  const decimals = currencyDecimals(currency);
  const cashing = mode === 'cashOut' && round !== null && bet !== null;
  useFrames(cashing, () => {
    if (!cashing || !winRef.current) return;
    const stake = parseMajorToMinor(bet.amount, decimals) ?? 0n;
    const m = multiplierAt(Math.max(0, elapsedMs(round, offset)), round.growthRate);
    const win = formatMinor((stake * BigInt(m)) / 100n, { decimals });
    winRef.current.textContent = formatMoney(win, bet.currency, locale);
  });
  switch (mode) {
    case 'cashOut':
      return (
        <>
          {t('cashOut')}
          <span dir="ltr" ref={winRef} className="font-normal tabular-nums" />
        </>
      );
    case 'placed':
      return <>{t('placed')}</>;
    case 'queue':
      return <>{t('betNext')}</>;
    case 'queued':
      return <>{t('queued')}</>;
    case 'loading':
      return <>{t('waiting')}</>;
    default:
      return (
        <>
          {t('bet')}
          <span dir="ltr" className="font-normal">
            · {formatMoney(amount || '0', currency, locale)}
          </span>
        </>
      );
  }
}
