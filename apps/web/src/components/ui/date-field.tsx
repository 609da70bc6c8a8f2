// A date field that reads in the interface's language: the chosen day is written out with
// Intl.DateTimeFormat in the page's language ("12 мар. 2026 г.", "١٢ مارس ٢٠٢٦"), and the native
// date input lies over it (transparent) so tapping or clicking opens the platform's own calendar
// and the keyboard still types a date. The native field alone shows the BROWSER's format
// (mm/dd/yyyy for an English browser), whatever language the player chose.
import { CalendarDays, X } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface DateFieldProps {
  label: string;
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** BCP 47 language of the interface. */
  locale: string;
  /** Shown while no date is chosen. */
  placeholder: string;
  /** Accessible name of the clear button. */
  clearLabel: string;
  min?: string;
  max?: string;
  className?: string;
}

/** The day `value` (yyyy-mm-dd) written out in `locale`, or null. */
export function formatDay(value: string, locale: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function DateField({
  label,
  value,
  onChange,
  locale,
  placeholder,
  clearLabel,
  min,
  max,
  className,
}: DateFieldProps) {
  const id = useId();
  const shown = formatDay(value, locale);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-body-sm font-semibold text-muted">
        {label}
      </label>
      <div className="relative flex h-input items-center gap-2 rounded-lg border border-border bg-surface-2 px-3 transition-colors focus-within:border-gold-strong">
        <CalendarDays size={18} aria-hidden="true" className="shrink-0 text-muted" />
        <span
          aria-hidden="true"
          data-testid="date-field-text"
          className={cn('min-w-0 flex-1 truncate text-body', shown ? 'text-text' : 'text-muted')}
        >
          {shown ?? placeholder}
        </span>
        <input
          id={id}
          type="date"
          lang={locale}
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
          onClick={(event) => {
            try {
              event.currentTarget.showPicker?.();
            } catch {
              // not allowed here (e.g. cross-origin frame): the native behaviour stays
            }
          }}
          aria-description={shown ?? undefined}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={clearLabel}
            className="relative z-10 -me-2 flex size-9 items-center justify-center rounded-lg text-muted hover:text-text"
          >
            <X size={16} aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
