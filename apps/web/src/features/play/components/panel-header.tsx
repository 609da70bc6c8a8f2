// The top row of every game panel: the real/demo switch, the game's RTP and the sound toggle.
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { formatNumber } from '../model/format';
import { SoundToggle } from './sound-toggle';

export function PanelHeader({
  demo,
  onDemoChange,
  rtp,
  switchDisabled = false,
}: {
  demo: boolean;
  onDemoChange: (demo: boolean) => void;
  /** the engine's RTP in percent (decimal text, e.g. "96.5") */
  rtp: string;
  /** e.g. while a round is open */
  switchDisabled?: boolean;
}) {
  const { t } = useTranslation('play');
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
      <div className="flex items-center gap-2">
        <span className="text-caption whitespace-nowrap text-muted">
          {t('panel.rtp')} <span dir="ltr">{formatNumber(rtp, currentLanguage())}%</span>
        </span>
        <SoundToggle />
      </div>
    </div>
  );
}
