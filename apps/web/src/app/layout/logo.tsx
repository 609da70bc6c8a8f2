import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id="aurum-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#F7D774" />
          <stop offset="1" stopColor="#D9A521" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="15" fill="url(#aurum-logo)" />
      <circle
        cx="16"
        cy="16"
        r="12.2"
        fill="none"
        stroke="#1A1300"
        strokeOpacity="0.25"
        strokeWidth="1"
      />
      <path
        d="M16 7.5 9.6 24h3.4l1.3-3.6h3.4l1.3 3.6h3.4L16 7.5Zm0 5.8 1.2 4.2h-2.4l1.2-4.2Z"
        fill="#1A1300"
      />
    </svg>
  );
}

/** The Aurum logo linking to / (the word mark hides on the narrowest screens). */
export function Logo({ onClick, compact = false }: { onClick?: () => void; compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label={t('header.home')}
      className="flex items-center gap-2 rounded-lg"
      dir="ltr"
    >
      <LogoMark />
      <span
        className={cn(
          'font-sans text-[19px] font-semibold tracking-[0.18em] text-gold-gradient',
          compact && 'hidden sm:inline',
        )}
      >
        AURUM
      </span>
    </Link>
  );
}
