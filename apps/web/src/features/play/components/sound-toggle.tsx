// The game page's sound switch: muted by default; the choice is remembered on this device.
import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { playSound, setSoundEnabled, useSoundEnabled } from '../model/sound';

export function SoundToggle({ className }: { className?: string }) {
  const { t } = useTranslation('play');
  const on = useSoundEnabled();
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('sound.label')}
      title={on ? t('sound.on') : t('sound.off')}
      data-testid="sound-toggle"
      onClick={() => {
        setSoundEnabled(!on);
        // the click is the user gesture that lets the browser start audio
        if (!on) playSound('chip');
      }}
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-xl border transition-colors',
        on ? 'border-gold/60 text-gold' : 'border-border text-muted hover:text-text',
        className,
      )}
    >
      {on ? <Volume2 size={20} aria-hidden="true" /> : <VolumeX size={20} aria-hidden="true" />}
    </button>
  );
}
