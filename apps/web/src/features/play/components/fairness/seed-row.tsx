// A labelled value of the fairness page (hashes, seeds, floats), read left to right.
import type { ReactNode } from 'react';

/** A seed or hash: monospace, muted label above. */
export function SeedRow({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-caption text-muted">{label}</dt>
      <dd dir="ltr" className="font-mono text-caption break-all text-text rtl:text-right">
        {children}
      </dd>
    </div>
  );
}

/** A line of a verification result. */
export function ResultPair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-caption text-muted">{label}</dt>
      <dd dir="ltr" className="font-mono text-caption break-all rtl:text-right">
        {children}
      </dd>
    </div>
  );
}
