// A labelled figure of a game panel (win, balance, chance …); numbers read left to right.
import type { ReactNode } from 'react';

export function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-surface-2 p-2">
      <span className="text-caption text-muted">{label}</span>
      <span dir="ltr" className="font-semibold tabular-nums rtl:text-right">
        {children}
      </span>
    </div>
  );
}
