import type { ReactNode } from 'react';

/** The frame of the sign-in, registration and reset pages: a centred card on a soft gold glow. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="relative mx-auto flex w-full max-w-md flex-col py-6 md:py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 mx-auto h-56 max-w-sm rounded-full bg-gold/10 blur-3xl"
      />
      <div className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 shadow-2xl shadow-black/40 md:p-8">
        {children}
      </div>
    </div>
  );
}
