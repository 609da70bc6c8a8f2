// A side drawer (left menu on phones, right notification drawer): slides in from the start or end
// edge over a scrim; Escape and the scrim close it; it is inert while closed. While open it keeps
// Tab and Shift+Tab inside the panel (a modal dialog, WAI-ARIA APG) and gives focus back to the
// control that opened it when it closes. The trap is these few lines rather than Radix's
// FocusScope because the drawer ships with the first route (its budget, docs/architecture.md).
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  side?: 'start' | 'end';
  /** Accessible name of the drawer. */
  label: string;
  children: ReactNode;
  className?: string;
  id?: string;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab focus cycling inside `panel`. */
export function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const items = [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (item) => !item.closest('[hidden]') && item.getAttribute('aria-hidden') !== 'true',
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && panel.contains(active);
  if (event.shiftKey && (active === first || active === panel || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

export function Drawer({
  open,
  onClose,
  side = 'start',
  label,
  children,
  className,
  id,
}: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current);
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.({ preventScroll: true });
    };
  }, [open, onClose]);

  const closed =
    side === 'start'
      ? 'ltr:-translate-x-full rtl:translate-x-full'
      : 'ltr:translate-x-full rtl:-translate-x-full';

  return (
    <div
      className={cn(
        'fixed inset-0 z-50 transition-[visibility] duration-250',
        open ? 'visible' : 'pointer-events-none invisible',
      )}
      inert={!open}
    >
      <div
        aria-hidden="true"
        onClick={onClose}
        className={cn(
          'absolute inset-0 bg-black/60 backdrop-blur-sm transition-opacity duration-200',
          open ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={cn(
          'absolute inset-y-0 flex w-sidebar max-w-[85vw] flex-col bg-surface shadow-2xl shadow-black/60 outline-none',
          'transition-transform duration-250 ease-out',
          side === 'start' ? 'start-0 border-e border-border' : 'end-0 border-s border-border',
          open ? 'translate-x-0' : closed,
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}
