// A radio group drawn as chips (durations, periods, intervals): one tab stop, arrow keys move the
// choice (native radios), large tap targets on phones.
import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

export function ChoiceGroup<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  name,
  disabled,
  testId,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  name?: string;
  disabled?: boolean;
  testId?: string;
}) {
  const auto = useId();
  const group = name ?? auto;
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled} data-testid={testId}>
      <legend className="mb-2 text-body-sm font-semibold text-text">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={String(choice.value)}
              className={cn(
                'relative inline-flex min-h-11 cursor-pointer items-center rounded-lg border px-3.5 text-body-sm font-semibold transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-strong',
                checked
                  ? 'border-gold bg-gold/15 text-gold'
                  : 'border-border bg-surface-2 text-text hover:border-gold/50',
              )}
            >
              <input
                type="radio"
                name={group}
                value={String(choice.value)}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              {choice.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
