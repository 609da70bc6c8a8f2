// A section of the responsible-gaming page: an anchored card with its heading and intro.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function SectionCard({
  id,
  title,
  intro,
  icon,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-24 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6',
        className,
      )}
    >
      <header className="flex flex-col gap-1.5">
        <h2 id={headingId} className="flex items-center gap-2 text-subtitle font-semibold">
          {icon ? <span className="text-gold">{icon}</span> : null}
          {title}
        </h2>
        {intro ? <p className="text-body-sm text-muted">{intro}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** A small inline notice under a form: success (status) or failure (alert). */
export function FormNotice({ kind, children }: { kind: 'ok' | 'error'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg px-3 py-2 text-body-sm',
        kind === 'error'
          ? 'border border-danger/40 bg-danger/10 text-danger'
          : 'border border-success/30 bg-success/10 text-success',
      )}
    >
      {children}
    </p>
  );
}
