// Low / medium / high risk as a radio group (Plinko, Keno, Wheel).
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { RISKS, type Risk } from '../../api/originals';

export function RiskPicker({
  value,
  onChange,
  disabled,
}: {
  value: Risk;
  onChange: (risk: Risk) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('originals');
  return (
    <div className="flex flex-col gap-1.5">
      <span id="risk-label" className="text-body-sm font-medium text-muted">
        {t('risk.label')}
      </span>
      <div
        role="radiogroup"
        aria-labelledby="risk-label"
        className="grid grid-cols-3 gap-1 rounded-xl bg-surface-2 p-1"
      >
        {RISKS.map((risk) => (
          <button
            key={risk}
            type="button"
            role="radio"
            aria-checked={value === risk}
            disabled={disabled}
            onClick={() => onChange(risk)}
            data-testid={`risk-${risk}`}
            className={cn(
              'min-h-11 rounded-lg px-2 text-body-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-gold disabled:cursor-not-allowed',
              value === risk ? 'bg-gold text-on-gold' : 'text-muted hover:text-text',
            )}
          >
            {t(`risk.${risk}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
