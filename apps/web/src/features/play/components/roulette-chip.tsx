// A casino chip: its colour says its value among the table's chips (the smallest grey, then blue,
// red, green, gold, black), its face the amount in short form.
import { intlNumberFormat } from '@aurum/domain';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';

const TONES = [
  'bg-surface-2 text-text ring-muted',
  'bg-info text-bg ring-white/70',
  'bg-danger text-white ring-white/70',
  'bg-success text-bg ring-white/70',
  'bg-gold text-on-gold ring-white/80',
  'bg-black text-gold ring-gold',
];

/** The tone of an amount: the largest chip value it reaches. */
export function chipTone(amount: bigint, values: readonly bigint[]): string {
  let index = 0;
  values.forEach((v, i) => {
    if (amount >= v) index = i;
  });
  return TONES[Math.min(index, TONES.length - 1)]!;
}

/** A short face value: 5, 12.5, 1K, 2.5M (locale digits). */
export function chipFace(amount: bigint, decimals: number): string {
  const major = Number(amount) / 10 ** decimals;
  return intlNumberFormat(currentLanguage(), {
    notation: 'compact',
    maximumFractionDigits: major < 10 ? 2 : 1,
  }).format(major);
}

export function ChipFace({
  amount,
  values,
  decimals,
  className,
}: {
  amount: bigint;
  values: readonly bigint[];
  decimals: number;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex items-center justify-center rounded-full font-bold tabular-nums shadow-md shadow-black/40 ring-2 ring-inset',
        'outline-1 outline-offset-[-5px] outline-white/40 outline-dashed',
        chipTone(amount, values),
        className,
      )}
    >
      {chipFace(amount, decimals)}
    </span>
  );
}
