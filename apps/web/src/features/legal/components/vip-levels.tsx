// The VIP club's five levels and their benefits; the wager thresholds are in USD.
import { Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMajor } from '../model/format';

export const VIP_LEVELS = [
  { key: 'bronze', from: '1000', tone: 'text-[#CD7F32] border-[#CD7F32]/40 bg-[#CD7F32]/10' },
  { key: 'silver', from: '10000', tone: 'text-[#C0C7D1] border-[#C0C7D1]/40 bg-[#C0C7D1]/10' },
  { key: 'gold', from: '50000', tone: 'text-gold border-gold/40 bg-gold/10' },
  { key: 'platinum', from: '250000', tone: 'text-[#9FD3E6] border-[#9FD3E6]/40 bg-[#9FD3E6]/10' },
  { key: 'diamond', from: '1000000', tone: 'text-[#B9A7FF] border-[#B9A7FF]/40 bg-[#B9A7FF]/10' },
] as const;

/** An amount kept left to right inside a sentence of either direction (LRI … PDI; the locale's
 *  own direction marks removed). */
const isolate = (text: string) => `\u2066${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069`;

export function VipLevels() {
  const { t, i18n } = useTranslation('info');
  return (
    <section aria-labelledby="vip-levels" className="flex flex-col gap-3">
      <h2 id="vip-levels" className="text-title font-semibold">
        {t('vip.levelsTitle')}
      </h2>
      <p className="text-body-sm text-muted">{t('vip.levelsIntro')}</p>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {VIP_LEVELS.map(({ key, from, tone }, index) => (
          <li
            key={key}
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
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
