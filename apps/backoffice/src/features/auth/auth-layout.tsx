import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/app/language-switch';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md rounded-sheet border border-border bg-surface p-6 shadow-2xl">
        <div className="mb-6 flex items-center justify-between">
          <p className="text-gold-gradient text-subtitle font-semibold tracking-wide">
            AURUM · BACK OFFICE
          </p>
          <LanguageSwitch />
        </div>
        <h1 className="mb-4 text-title font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
