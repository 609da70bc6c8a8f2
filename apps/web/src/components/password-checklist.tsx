// The shared password rule (spec §5: 8–20 characters, upper, lower, digit, one of !@#$%^&*) as a
// live checklist under a new-password field.
import { PASSWORD_RULES, passwordRequirements } from '@aurum/domain';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation('validation');
  const params = { min: PASSWORD_RULES.shared.min, max: PASSWORD_RULES.shared.max };
  return (
    <ul id={id} className="flex flex-col gap-1.5" aria-live="polite">
      {passwordRequirements(value).map(({ code, met }) => (
        <li
          key={code}
          className={cn(
            'flex items-center gap-2 text-caption transition-colors',
            met ? 'text-success' : 'text-muted',
          )}
        >
          {met ? (
            <Check size={14} strokeWidth={3} aria-hidden="true" className="shrink-0" />
          ) : (
            <Circle size={14} aria-hidden="true" className="shrink-0" />
          )}
          <span>{t(code, params)}</span>
          <span className="sr-only">{met ? '✓' : ''}</span>
        </li>
      ))}
    </ul>
  );
}
