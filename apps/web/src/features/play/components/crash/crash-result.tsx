// The viewer's bet in this round, in words: won at, lost at, or the auto cash-out it waits for.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { CrashBet, CrashRound } from '../../api/crash';
import { formatMoney, formatNumber } from '../../model/format';

export function CrashResult({ round, bet }: { round: CrashRound | null; bet: CrashBet | null }) {
  const { t } = useTranslation('crash');
  const locale = currentLanguage();
  if (!round || !bet) return null;
  let body: ReactNode = null;
  if (bet.status === 'CASHED_OUT' && bet.cashedOutAt) {
    body = (
      <span className="text-success">
        {t('wonAt', {
          value: formatNumber(bet.cashedOutAt, locale),
          win: formatMoney(bet.win, bet.currency, locale),
        })}
      </span>
    );
  } else if (round.phase === 'CRASHED') {
    body = (
      <span className="text-danger">
        {t('lostAt', { value: formatNumber(round.crashPoint ?? '1', locale) })}
      </span>
    );
  } else if (bet.autoCashOut) {
    body = (
      <span className="text-muted">
        {t('autoSet', { value: formatNumber(bet.autoCashOut, locale) })}
      </span>
    );
  }
  if (!body) return null;
  return (
    <p className="text-center text-body-sm font-semibold" data-testid="crash-status">
      {bet.demo ? <span className="me-2 text-caption text-muted">{t('demo')}</span> : null}
      {body}
    </p>
  );
}
