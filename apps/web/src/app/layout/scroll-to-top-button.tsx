// Appears after one viewport height of scroll (spec §2.1, §9).
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { prefersReducedMotion } from '@/lib/use-media-query';

export function ScrollToTopButton() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      type="button"
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
      aria-label={t('buttons.scrollToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      className={cn(
        'fixed end-4 bottom-[calc(var(--spacing-bottom-bar)+1rem+env(safe-area-inset-bottom))] z-30 flex size-12 items-center justify-center rounded-full border border-gold/40 bg-surface-2/95 text-gold shadow-xl shadow-black/50 backdrop-blur transition-[opacity,transform] duration-200 hover:bg-surface-2 md:bottom-6 md:end-6',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
      )}
    >
      <ArrowUp size={22} />
    </button>
  );
}
