// A labelled select of whole numbers (Mines' mines, Plinko's rows, Wheel's segments).
import { useId } from 'react';

export function NumberSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  value: number;
  options: readonly number[];
  onChange: (value: number) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-body-sm font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => onChange(Number(e.target.value))}
        className="min-h-11 rounded-lg border border-border bg-surface-2 px-3 text-body text-text focus-visible:outline-2 focus-visible:outline-gold disabled:opacity-60"
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
