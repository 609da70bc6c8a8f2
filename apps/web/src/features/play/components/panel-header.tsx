// The top row of every game panel: the real/demo switch, the game's RTP and the sound toggle. A
// guest gets no switch: the game plays demo with the fun balance, and a "Register to play for
// real" call to action (issue 18).
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useFunBalance } from '../model/fun-balance';
import { formatMoney, formatNumber } from '../model/format';
import { SoundToggle } from './sound-toggle';

export function PanelHeader({
  demo,
  onDemoChange,
  rtp,
  switchDisabled = false,
  currency,
}: {
  demo: boolean;
  onDemoChange: (demo: boolean) => void;
  /** the engine's RTP in percent (decimal text, e.g. "96.5") */
  rtp: string;
  /** e.g. while a round is open */
  switchDisabled?: boolean;
  /** the game's currency (a guest's fun balance is in it) */
  currency?: string;
}) {
  const { t } = useTranslation('play');
  const session = useSession();
  const rtpAndSound = (
    <div className="flex items-center gap-2">
      <span className="text-caption whitespace-nowrap text-muted">
        {t('panel.rtp')} <span dir="ltr">{formatNumber(rtp, currentLanguage())}%</span>
      </span>
      <SoundToggle />
    </div>
  );
  if (session.status !== 'user') {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <GuestFunBalance currency={currency ?? 'USD'} />
          {rtpAndSound}
        </div>
        <Link
          to="/sign-up"
          data-testid="demo-register"
          className="flex min-h-11 items-center justify-center gap-2 rounded-xl bg-gold px-4 text-body-sm font-semibold text-on-gold hover:bg-gold-strong"
        >
          <UserPlus size={18} aria-hidden="true" />
          {t('guestDemo.register')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex items-center justify-between gap-2">
      <div
        role="radiogroup"
        aria-label={t('mode.label')}
        className="flex gap-1 rounded-xl bg-surface-2 p-1"
      >
        {([false, true] as const).map((value) => (
          <button
            key={String(value)}
            type="button"
            role="radio"
            aria-checked={demo === value}
            disabled={switchDisabled}
            onClick={() => onDemoChange(value)}
            className={cn(
              'min-h-11 rounded-lg px-3 text-body-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed',
              demo === value ? 'bg-gold text-on-gold' : 'text-muted hover:text-text',
            )}
          >
            {value ? t('mode.demo') : t('mode.real')}
          </button>
        ))}
      </div>
      {rtpAndSound}
    </div>
  );
}

function GuestFunBalance({ currency }: { currency: string }) {
  const { t } = useTranslation('play');
  const balance = useFunBalance(currency);
  return (
    <div className="flex min-w-0 items-center gap-2" data-testid="demo-mode">
      <span className="shrink-0 rounded-lg bg-surface-2 px-2 py-1 text-caption font-semibold text-gold">
        {t('mode.demo')}
      </span>
      {/* the label gives way on a narrow screen; the amount never does */}
      <span className="min-w-0 truncate text-body-sm text-muted">{t('guestDemo.balance')}</span>
      <span
        className="shrink-0 text-body-sm font-semibold whitespace-nowrap tabular-nums"
        data-testid="demo-balance"
      >
        {formatMoney(balance, currency, currentLanguage())}
      </span>
    </div>
  );
}
