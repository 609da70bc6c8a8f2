// Pieces the content forms share: the six player languages, a language switcher for
// per-language texts, an enabled switch and the image upload (REST multipart to the staff API).
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card } from '@/components/ui';
import { cn } from '@/lib/cn';
import { readToken } from '@/lib/token';

export const PLAYER_LANGUAGES = ['en', 'ru', 'az', 'kk', 'tr', 'ar'] as const;
export type PlayerLanguage = (typeof PLAYER_LANGUAGES)[number];

/** Language tabs (arrow keys move between them, as a tablist). */
export function LanguageTabs({
  value,
  onChange,
  invalid = [],
}: {
  value: PlayerLanguage;
  onChange(lang: PlayerLanguage): void;
  invalid?: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <div role="tablist" aria-label={t('content.languages')} className="flex flex-wrap gap-1">
      {PLAYER_LANGUAGES.map((lang, i) => (
        <button
          key={lang}
          type="button"
          role="tab"
          aria-selected={value === lang}
          tabIndex={value === lang ? 0 : -1}
          onClick={() => onChange(lang)}
          onKeyDown={(e) => {
            const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            e.preventDefault();
            const next =
              PLAYER_LANGUAGES[(i + step + PLAYER_LANGUAGES.length) % PLAYER_LANGUAGES.length]!;
            onChange(next);
            (
              e.currentTarget.parentElement?.children[PLAYER_LANGUAGES.indexOf(next)] as
                HTMLElement | undefined
            )?.focus();
          }}
          className={cn(
            'h-8 rounded-chip border px-3 text-caption font-semibold uppercase',
            value === lang ? 'border-gold bg-gold/10 text-gold' : 'border-border text-muted',
            invalid.includes(lang) && 'border-danger text-danger',
          )}
        >
          {lang}
        </button>
      ))}
    </div>
  );
}

/** A content form's per-language texts: the language tabs and the chosen language's fields
 *  (right to left for Arabic). */
export function TextsCard({
  lang,
  onLang,
  invalid,
  className,
  children,
}: {
  lang: PlayerLanguage;
  onLang(lang: PlayerLanguage): void;
  invalid: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-body font-semibold">{t('content.texts')}</h3>
        <LanguageTabs value={lang} onChange={onLang} invalid={invalid} />
      </div>
      <div
        key={lang}
        className={cn('grid gap-3', className)}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        lang={lang}
      >
        {children}
      </div>
    </Card>
  );
}

/** The end of a content form: the server's refusal, then save and cancel. */
export function FormActions({
  error,
  busy,
  onCancel,
}: {
  error: string | null;
  busy: boolean;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {t('content.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </>
  );
}

export function Toggle({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange(value: boolean): void;
  disabled?: boolean;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-body-sm">
      <input
        type="checkbox"
        className="size-4 accent-[var(--color-gold)]"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

export const CONTENT_IMAGES_URL = '/backoffice/api/content/images';

/** Uploads an image (PNG, JPEG, WebP ≤ 2 MB) and hands back its public URL. */
export function ImageUpload({ onUploaded }: { onUploaded(url: string): void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    if (!['image/png', 'image/jpeg', 'image/webp'].includes(file.type)) {
      setState('error');
      return setError(t('errors.UNSUPPORTED_MEDIA_TYPE'));
    }
    if (file.size > 2 * 1024 * 1024) {
      setState('error');
      return setError(t('errors.PAYLOAD_TOO_LARGE'));
    }
    setState('busy');
    const body = new FormData();
    body.append('file', file);
    const token = readToken();
    try {
      const res = await fetch(CONTENT_IMAGES_URL, {
        method: 'POST',
        body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const json = (await res.json().catch(() => null)) as {
        url?: string;
        error?: { code?: string };
        code?: string;
      } | null;
      if (res.ok && json?.url) {
        setState('idle');
        setError(null);
        return onUploaded(json.url);
      }
      const code = json?.error?.code ?? json?.code ?? 'UNKNOWN';
      setState('error');
      setError(t(`errors.${code}`, { defaultValue: t('errors.UNKNOWN') }));
    } catch {
      setState('error');
      setError(t('errors.NETWORK_ERROR'));
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
          e.target.value = '';
        }}
      />
      <Button
        type="button"
        size="sm"
        variant="ghost"
        disabled={state === 'busy'}
        onClick={() => input.current?.click()}
      >
        {state === 'busy' ? t('common.loading') : t('content.upload')}
      </Button>
      <p className="text-caption text-muted">{t('content.uploadHint')}</p>
      {error ? (
        <p role="alert" className="text-caption text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `2030-01-01T10:00` (datetime-local, local time) ↔ ISO. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
