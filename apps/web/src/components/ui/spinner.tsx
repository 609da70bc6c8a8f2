import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface SpinnerProps {
  size?: 16 | 20 | 24 | 32 | 40;
  className?: string;
  /** Announced to screen readers; defaults to the translated "Loading". */
  label?: string;
}

export function Spinner({ size = 24, className, label }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn('inline-flex items-center justify-center text-gold', className)}
    >
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        className="animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label ?? t('status.loading')}</span>
    </span>
  );
}

/** A centred spinner filling its area: route fallbacks and guarded pages while the session loads. */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-h-[40vh] w-full items-center justify-center', className)}>
      <Spinner size={32} />
    </div>
  );
}
