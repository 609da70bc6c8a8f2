// One of the player's bonuses on /profile/my-bonuses (spec §2.3, §4.7): status badge, wagering
// progress, expiry countdown and the actions of its status.
import { Ban, Gamepad2, Trophy, Wallet, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { UserBonus } from '../api/bonus-fields';
import { playTarget, userBonusActions } from '../model/actions';
import { bonusKind } from '../model/kind';
import { formatBonusMoney, formatExactMoney, ltr } from '../model/money';
import type { useBonusActions } from '../model/use-bonus-actions';
import { BonusKindTile, ExpiryCountdown, StatusBadge, WagerProgressBar } from './bonus-parts';
import { BonusFacts } from './bonus-terms';

const GRANTED = ['ACTIVE', 'FREESPINS_PLAY', 'READY_FOR_REWARD'];
const EXPIRING = ['PENDING', 'ACTIVE', 'FREESPINS_PLAY'];

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5" data-testid={testId}>
      <dt className="truncate text-caption text-muted">{label}</dt>
      <dd dir="ltr" className="text-body-sm font-semibold tabular-nums text-text rtl:text-right">
        {value}
      </dd>
    </div>
  );
}

export function UserBonusCard({
  bonus,
  hasOtherCurrent,
  actions,
}: {
  bonus: UserBonus;
  hasOtherCurrent: boolean;
  actions: ReturnType<typeof useBonusActions>;
}) {
  const { t } = useTranslation('bonuses');
  const locale = currentLanguage();
  const info = bonus.bonusInfo;
  const kind = bonusKind(info);
  const currency = bonus.wagerProgress.currencyCode || bonus.activatedCurrencyCode;
  const { primary, blocked, cancel } = userBonusActions(bonus, hasOtherCurrent);
  const granted = GRANTED.includes(bonus.status);
  const busy = actions.busy === bonus.id;
  const spinsTotal = info.freespinsInfo?.freeSpinsCount ?? 0;
  const minDeposit = info.depositRequirements?.minDepositAmount;
  const crypto = info.depositPaymentType?.toUpperCase() === 'CRYPTO';

  return (
    <article
      data-testid="user-bonus"
      data-status={bonus.status}
      data-bonus={info.name}
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-surface p-4',
        bonus.isCurrent ? 'border-gold/50' : 'border-border',
      )}
    >
      <header className="flex items-start gap-3">
        <BonusKindTile kind={kind} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 className="text-body font-semibold">
            <Link
              to={`/bonuses/${encodeURIComponent(info.name)}`}
              className="hover:text-gold focus-visible:text-gold"
            >
              {info.title}
            </Link>
          </h2>
          <p className="line-clamp-2 text-caption text-muted">{info.condition}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <StatusBadge status={bonus.status} />
          {bonus.isCurrent ? (
            <span className="text-caption font-semibold text-gold">{t('status.current')}</span>
          ) : null}
        </div>
      </header>

      {granted ? <WagerProgressBar progress={bonus.wagerProgress} /> : null}

      {granted ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact
            label={t('card.bonusMoney')}
            value={formatExactMoney(bonus.calculatedReward, currency, locale)}
            testId="user-bonus-money"
          />
          <Fact
            label={t('card.maxCashout')}
            value={
              bonus.calculatedMaxRewardLimit
                ? formatExactMoney(bonus.calculatedMaxRewardLimit, currency, locale)
                : t('card.noLimit')
            }
          />
          {spinsTotal > 0 ? (
            <Fact
              label={t('card.spinsLeft')}
              value={t('card.spinsLeftValue', { left: bonus.freeSpinsLeft, total: spinsTotal })}
              testId="user-bonus-spins"
            />
          ) : null}
        </dl>
      ) : null}

      {bonus.status === 'AVAILABLE' ? <BonusFacts info={info} /> : null}

      {bonus.status === 'PENDING' ? (
        <p className="rounded-lg border border-warning/30 bg-warning/5 p-3 text-body-sm text-text">
          {minDeposit
            ? t(crypto ? 'card.pendingHintCrypto' : 'card.pendingHint', {
                amount: ltr(formatBonusMoney(minDeposit, info.currencyCode, locale)),
              })
            : t('card.pendingHintAny')}
        </p>
      ) : null}
      {bonus.status === 'READY_FOR_REWARD' ? (
        <p className="rounded-lg border border-success/30 bg-success/5 p-3 text-body-sm text-text">
          {t('card.readyHint')}
        </p>
      ) : null}

      {EXPIRING.includes(bonus.status) ? <ExpiryCountdown expireAt={bonus.expireAt} /> : null}

      {primary || cancel ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {primary === 'activate' ? (
            <Button
              className="sm:min-w-40"
              variant={blocked ? 'secondary' : 'primary'}
              icon={<Zap size={18} aria-hidden="true" />}
              loading={busy}
              disabled={blocked}
              title={blocked ? t('actions.blocked') : undefined}
              onClick={() => void actions.activate(bonus)}
              data-testid="user-bonus-activate"
            >
              {t('actions.activate')}
            </Button>
          ) : null}
          {primary === 'deposit' ? (
            <Button
              className="sm:min-w-40"
              icon={<Wallet size={18} aria-hidden="true" />}
              onClick={() => actions.deposit(bonus)}
              data-testid="user-bonus-deposit"
            >
              {t('actions.deposit')}
            </Button>
          ) : null}
          {primary === 'claim' ? (
            <Button
              className="sm:min-w-40"
              icon={<Trophy size={18} aria-hidden="true" />}
              loading={busy}
              onClick={() => void actions.claim(bonus)}
              data-testid="user-bonus-claim"
            >
              {t('actions.claim')}
            </Button>
          ) : null}
          {primary === 'play' ? (
            <ButtonLink
              to={playTarget(info, bonus.status)}
              className="sm:min-w-40"
              icon={<Gamepad2 size={18} aria-hidden="true" />}
              data-testid="user-bonus-play"
            >
              {bonus.status === 'FREESPINS_PLAY' ? t('actions.playSpins') : t('actions.play')}
            </ButtonLink>
          ) : null}
          {cancel ? (
            <Button
              variant="ghost"
              className="text-muted hover:text-danger sm:ms-auto"
              icon={<Ban size={18} aria-hidden="true" />}
              onClick={() => actions.cancel(bonus)}
              data-testid="user-bonus-cancel"
            >
              {t('actions.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

export function UserBonusCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4">
      <div className="flex items-start gap-3">
        <Skeleton className="size-10 rounded-xl" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="h-2 w-full rounded-full" />
      <div className="grid grid-cols-3 gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-11 w-40 rounded-xl" />
    </div>
  );
}
