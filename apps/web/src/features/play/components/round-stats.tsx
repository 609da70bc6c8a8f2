// The win and the balance after a settled round (a dash for demo rounds or an unknown balance).
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney } from '../model/format';
import { Stat } from './stat';

export function RoundStats({
  win,
  currency,
  demo,
  balance,
  highlight,
}: {
  win: string;
  currency: string;
  demo: boolean;
  balance: { total: string; currency: string } | null;
  /** the win in the success colour */
  highlight: boolean;
}) {
  const { t } = useTranslation('play');
  const locale = currentLanguage();
  return (
    <div className="grid grid-cols-2 gap-2 text-body-sm">
      <Stat label={t('result.win')}>
        <span className={highlight ? 'text-success' : 'text-muted'} data-testid="play-win">
          {formatMoney(win, currency, locale)}
        </span>
      </Stat>
      <Stat label={demo ? t('result.demoBalance') : t('result.balance')}>
        <span data-testid="play-balance">
          {demo || !balance ? '—' : formatMoney(balance.total, balance.currency, locale)}
        </span>
      </Stat>
    </div>
  );
}
