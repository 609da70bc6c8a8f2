// What shows over the reels: the big-win moment (scaled by the win's size: big, mega, epic — with
// coins for mega and epic) and the free-spins feature (intro, counter, total). A tap dismisses.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney } from '../../model/format';
import type { WinTier } from '../../model/slot-wins';
import type { FeatureStage } from './use-slot-machine';

/** Writes a money amount counting up from 0 into the element (rAF; text only, no React render). */
export function useCountUp(
  ref: React.RefObject<HTMLElement | null>,
  amount: string,
  currency: string,
  ms: number,
) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const locale = currentLanguage();
    const target = Number(amount);
    if (ms <= 0 || !(target > 0) || typeof requestAnimationFrame !== 'function') {
      el.textContent = formatMoney(amount, currency, locale);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = () => {
      // performance.now(), not the frame's timestamp (some engines give another time origin)
      const p = Math.max(0, Math.min(1, (performance.now() - start) / ms));
      const eased = 1 - (1 - p) ** 3;
      el.textContent =
        p >= 1
          ? formatMoney(amount, currency, locale)
          : formatMoney((target * eased).toFixed(2), currency, locale);
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [ref, amount, currency, ms]);
}

const TIER_STYLE: Record<string, { size: string; coins: number }> = {
  big: { size: 'text-[2rem]', coins: 0 },
  mega: { size: 'text-[2.4rem]', coins: 10 },
  epic: { size: 'text-[2.8rem]', coins: 18 },
};

export function BigWin({
  tier,
  win,
  currency,
  ms,
  onDone,
}: {
  tier: WinTier;
  win: string;
  currency: string;
  ms: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('play');
  const amount = useRef<HTMLSpanElement>(null);
  useCountUp(amount, win, currency, ms);
  useEffect(() => {
    const id = setTimeout(onDone, ms + 1800);
    return () => clearTimeout(id);
  }, [ms, onDone]);
  const style = TIER_STYLE[tier];
  if (!style) return null;
  return (
    <button
      type="button"
      onClick={onDone}
      data-testid="big-win"
      data-tier={tier}
      className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-1 overflow-hidden rounded-xl bg-black/70"
    >
      {Array.from({ length: style.coins }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className="slot-coin absolute top-0 size-5 rounded-full border-2 border-[#8a5a00] bg-[#f5cf6b]"
          style={{
            insetInlineStart: `${(i * 37) % 100}%`,
            animationDelay: `${(i * 173) % 1600}ms`,
          }}
        />
      ))}
      <span
        className={`slot-big-win ${style.size} font-black tracking-wide text-gold uppercase drop-shadow-[0_3px_0_#000]`}
      >
        {t(`slots.tier.${tier}`)}
      </span>
      <span
        ref={amount}
        dir="ltr"
        className="slot-big-win text-title font-bold text-white tabular-nums"
      />
      <span className="sr-only">{t('slots.tapToContinue')}</span>
    </button>
  );
}

export function FeatureOverlay({
  stage,
  currency,
  onClose,
}: {
  stage: FeatureStage;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('play');
  const locale = currentLanguage();
  if (stage.kind === 'intro') {
    return (
      <div
        data-testid="free-spins-intro"
        className="slot-big-win absolute inset-0 z-20 flex flex-col items-center justify-center gap-2 rounded-xl bg-[#2a0a45]/85 p-4 text-center"
      >
        <span className="text-title font-black text-gold uppercase">
          {t('slots.feature.intro', { count: stage.count })}
        </span>
        <span className="text-body font-semibold text-white">
          {t('slots.feature.multiplier', { multiplier: stage.multiplier })}
        </span>
      </div>
    );
  }
  if (stage.kind === 'total') {
    return (
      <button
        type="button"
        onClick={onClose}
        data-testid="free-spins-total"
        className="slot-big-win absolute inset-0 z-20 flex flex-col items-center justify-center gap-2 rounded-xl bg-[#2a0a45]/85 p-4 text-center"
      >
        <span className="text-body font-semibold text-white">
          {t('slots.feature.total', { count: stage.count })}
        </span>
        <span dir="ltr" className="text-heading font-black text-gold tabular-nums">
          {formatMoney(stage.win, currency, locale)}
        </span>
        <span className="text-caption text-muted">{t('slots.tapToContinue')}</span>
      </button>
    );
  }
  return null;
}
