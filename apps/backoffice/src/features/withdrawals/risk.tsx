// Risk hints beside a request (issue 15): KYC status, an active bonus, deposits vs withdrawals,
// recent large wins, account age, payout details shared with other players.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui';
import type { StaffWithdrawalFieldsFragment } from '@/gql/graphql';
import { formatDateTime, formatMoney } from '@/lib/money';

export function RiskHints({
  withdrawal: w,
  compact = false,
}: {
  withdrawal: StaffWithdrawalFieldsFragment;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const r = w.risk;
  const badges = (
    <div className="flex flex-wrap gap-1">
      <Badge tone={r.kycStatus === 'VERIFIED' ? 'success' : 'warning'}>
        {t('risk.kyc', { status: t(`kycStatus.${r.kycStatus}`) })}
      </Badge>
      {r.activeBonus ? <Badge tone="warning">{t('risk.activeBonus')}</Badge> : null}
      {r.accountAgeDays < 7 ? (
        <Badge tone="warning">{t('risk.newAccount', { count: r.accountAgeDays })}</Badge>
      ) : null}
      {r.recentLargeWins.length ? (
        <Badge tone="warning">{t('risk.largeWins', { count: r.recentLargeWins.length })}</Badge>
      ) : null}
      {r.samePayoutDetailsPlayers.length ? (
        <Badge tone="danger">
          {t('risk.sharedDetails', { count: r.samePayoutDetailsPlayers.length })}
        </Badge>
      ) : null}
    </div>
  );
  if (compact) return badges;
  return (
    <div className="flex flex-col gap-3 text-body-sm">
      {badges}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-muted">{t('risk.deposits')}</dt>
        <dd>{r.depositsTotal.map((m) => formatMoney(m, lang)).join(', ') || '—'}</dd>
        <dt className="text-muted">{t('risk.withdrawals')}</dt>
        <dd>{r.withdrawalsTotal.map((m) => formatMoney(m, lang)).join(', ') || '—'}</dd>
        <dt className="text-muted">{t('risk.accountAge')}</dt>
        <dd>{t('risk.days', { count: r.accountAgeDays })}</dd>
      </dl>
      {r.recentLargeWins.length ? (
        <div>
          <p className="text-caption text-muted uppercase">{t('risk.largeWinsTitle')}</p>
          <ul>
            {r.recentLargeWins.map((win) => (
              <li key={win.roundId}>
                {win.game}: {formatMoney(win.stake, lang)} → {formatMoney(win.payout, lang)} ·{' '}
                <span className="text-muted">{formatDateTime(win.at, lang)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {r.samePayoutDetailsPlayers.length ? (
        <div>
          <p className="text-caption text-muted uppercase">{t('risk.sharedTitle')}</p>
          <ul>
            {r.samePayoutDetailsPlayers.map((p) => (
              <li key={p.id}>
                <Link className="text-gold underline" to={`/players/${p.id}`}>
                  {p.email}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
