import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface PageHeadingProps {
  title: ReactNode;
  intro?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** A page's heading (28 px) with its intro sentence. */
export function PageHeading({ title, intro, icon, actions, className }: PageHeadingProps) {
  return (
    <header className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-center gap-3">
        {icon ? (
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl border border-gold/25 bg-gold/10 text-gold">
            {icon}
          </span>
        ) : null}
        <h1 className="min-w-0 flex-1 text-title font-semibold text-text md:text-heading">
          {title}
        </h1>
        {actions}
      </div>
      {intro ? <p className="max-w-3xl text-body-sm text-muted md:text-body">{intro}</p> : null}
    </header>
  );
}
