// The VIP club's five tiers and their benefits (the tiers are named bands of the player's level,
// @aurum/domain VIP_TIERS; the wager thresholds are in USD). A signed-in player first sees their
// own tier, their level and the way to the next tier; the chat opens at the first tier.
import {
  CHAT_TIER,
  VIP_TIERS,
  vipProgress,
  type VipTierKey,
  intlNumberFormat,
} from '@aurum/domain';
import { Gem, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { formatMajor } from '../model/format';

const TONES: Record<VipTierKey, string> = {
  bronze: 'text-[#CD7F32] border-[#CD7F32]/40 bg-[#CD7F32]/10',
  silver: 'text-[#C0C7D1] border-[#C0C7D1]/40 bg-[#C0C7D1]/10',
  gold: 'text-gold border-gold/40 bg-gold/10',
  platinum: 'text-[#9FD3E6] border-[#9FD3E6]/40 bg-[#9FD3E6]/10',
  diamond: 'text-[#B9A7FF] border-[#B9A7FF]/40 bg-[#B9A7FF]/10',
};

export const VIP_LEVELS = VIP_TIERS.map((tier) => ({
  key: tier.key,
  from: String(tier.fromWagerUsd),
  minLevel: tier.minLevel,
  tone: TONES[tier.key],
}));

/** The signed-in player's tier, level and progress to the next tier. */
function MyTier({ level }: { level: number }) {
  const { t, i18n } = useTranslation('info');
  const progress = vipProgress(level);
  const number = intlNumberFormat(i18n.language);
  const percent = Math.round(progress.share * 100);
  return (
    <div
      data-testid="vip-my-tier"
      className="flex flex-col gap-3 rounded-2xl border border-gold/30 bg-surface p-4 md:p-5"
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-full border',
            progress.tier ? TONES[progress.tier.key] : 'border-border text-muted',
          )}
          aria-hidden="true"
        >
          <Gem size={24} />
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="text-caption text-muted">{t('vip.yourTier')}</span>
          <span className="text-title font-semibold" data-testid="vip-tier-name">
            {progress.tier ? t(`vip.levels.${progress.tier.key}.name`) : t('vip.noTier')}
          </span>
        </div>
        <span className="ms-auto text-body-sm font-semibold text-muted">
          {t('vip.levelN', { level: number.format(level) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('vip.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-gold-gradient" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-body-sm text-muted" data-testid="vip-next">
        {progress.next
          ? t('vip.toNext', {
              tier: t(`vip.levels.${progress.next.key}.name`),
              level: number.format(progress.next.minLevel),
            })
          : t('vip.top')}
      </p>
    </div>
  );
}

/** An amount kept left to right inside a sentence of either direction (LRI … PDI; the locale's
 *  own direction marks removed). */
const isolate = (text: string) => `\u2066${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069`;

export function VipLevels() {
  const { t, i18n } = useTranslation('info');
  const session = useSession();
  const level = session.status === 'user' ? (session.user?.level ?? 0) : null;
  const current = level === null ? null : vipProgress(level).tier;
  return (
    <section aria-labelledby="vip-levels" className="flex flex-col gap-3">
      <h2 id="vip-levels" className="text-title font-semibold">
        {t('vip.levelsTitle')}
      </h2>
      <p className="text-body-sm text-muted">{t('vip.levelsIntro')}</p>
      {level !== null ? <MyTier level={level} /> : null}
      <p className="flex items-center gap-2 text-body-sm text-muted">
        <MessagesSquare size={16} aria-hidden="true" className="shrink-0 text-gold" />
        {t('vip.chatGate', {
          tier: t(`vip.levels.${CHAT_TIER.key}.name`),
          level: intlNumberFormat(i18n.language).format(CHAT_TIER.minLevel),
        })}
      </p>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {VIP_LEVELS.map(({ key, from, tone, minLevel }, index) => (
          <li
            key={key}
            aria-current={current?.key === key ? 'true' : undefined}
            className={cn(
              'flex flex-col gap-3 rounded-xl border bg-surface p-4',
              current?.key === key ? 'border-gold/60 ring-1 ring-gold/40' : 'border-border',
            )}
          >
            <div className="flex items-center gap-3">
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-full border',
                  tone,
                )}
                aria-hidden="true"
              >
                <Gem size={20} />
              </span>
              <div className="flex min-w-0 flex-col">
                <span className="text-body font-semibold">{t(`vip.levels.${key}.name`)}</span>
                <span className="text-caption text-muted">
                  {t('vip.levelFrom', {
                    level: intlNumberFormat(i18n.language).format(minLevel),
                  })}
                </span>
                <span className="text-caption text-muted" dir="auto">
                  {t('vip.from', { amount: isolate(formatMajor(from, 'USD', i18n.language, 0)) })}
                </span>
              </div>
              <span className="ms-auto text-caption font-semibold text-muted" dir="ltr">
                {index + 1}/5
              </span>
            </div>
            <p className="text-body-sm leading-relaxed text-text/85">
              {t(`vip.levels.${key}.benefits`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
