import { ClipboardPaste, Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label?: ReactNode;
  /** Shown once the field has been touched (spec §4.12), or at once when `touched` is true. */
  error?: string | null;
  touched?: boolean;
  hint?: ReactNode;
  /** Adds a paste-from-clipboard button; the pasted text goes through `onValueChange`. */
  pasteable?: boolean;
  /** For secrets: a show/hide toggle. */
  revealable?: boolean;
  onValueChange?: (value: string) => void;
  startAdornment?: ReactNode;
  containerClassName?: string;
}

const NUMERIC_MODES = new Set(['numeric', 'decimal', 'tel']);

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    label,
    error,
    touched: touchedProp,
    hint,
    pasteable = false,
    revealable = false,
    onValueChange,
    startAdornment,
    containerClassName,
    className,
    id: idProp,
    type = 'text',
    inputMode,
    onBlur,
    onChange,
    required,
    placeholder,
    dir,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('common');
  const { t: tv } = useTranslation('validation');
  const autoId = useId();
  const id = idProp ?? autoId;
  const [touchedSelf, setTouchedSelf] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const touched = touchedProp ?? touchedSelf;
  const showError = Boolean(error) && touched;
  const numeric = type === 'number' || (inputMode ? NUMERIC_MODES.has(inputMode) : false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      onValueChange?.(text.trim());
      setTouchedSelf(true);
    } catch (error_) {
      // Spec §8: a failed paste is only logged.
      console.warn('Clipboard paste failed', error_);
    }
  };

  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      {label ? (
        <label htmlFor={id} className="text-body-sm font-semibold text-muted">
          {label}
        </label>
      ) : null}
      <div
        className={cn(
          'flex h-input items-center gap-2 rounded-lg border bg-surface-2 px-3 transition-colors',
          'focus-within:border-gold-strong',
          showError ? 'border-danger' : 'border-border',
        )}
      >
        {startAdornment}
        <input
          ref={ref}
          id={id}
          type={revealable ? (revealed ? 'text' : 'password') : type}
          inputMode={inputMode}
          dir={dir ?? (numeric ? 'ltr' : undefined)}
          required={required}
          placeholder={
            required && placeholder ? `${placeholder} (${tv('REQUIRED_FIELD')})` : placeholder
          }
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : hint ? hintId : undefined}
          className={cn(
            'h-full min-w-0 flex-1 bg-transparent text-body text-ellipsis text-text outline-none',
            numeric && 'text-start tabular-nums',
            className,
          )}
          onBlur={(event) => {
            setTouchedSelf(true);
            onBlur?.(event);
          }}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          {...rest}
        />
        {pasteable ? (
          <button
            type="button"
            onClick={paste}
            aria-label={t('buttons.paste')}
            className="flex size-9 items-center justify-center rounded-lg text-muted transition-colors hover:text-gold"
          >
            <ClipboardPaste size={20} />
          </button>
        ) : null}
        {revealable ? (
          <button
            type="button"
            onClick={() => setRevealed((v) => !v)}
            aria-label={revealed ? t('buttons.hidePassword') : t('buttons.showPassword')}
            aria-pressed={revealed}
            className="flex size-9 items-center justify-center rounded-lg text-muted transition-colors hover:text-gold"
          >
            {revealed ? <EyeOff size={20} /> : <Eye size={20} />}
          </button>
        ) : null}
      </div>
      {showError ? (
        <p id={errorId} role="alert" className="text-caption text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-caption text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
