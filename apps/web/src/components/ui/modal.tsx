// The modal frame (spec §2.8, DESIGN.md): a bottom sheet with a drag handle on phones, centred and
// at most 480 px wide (560 px for payments) from md up, over a 60 % black scrim with blur. Radix
// Dialog provides the focus trap, Escape and outside-click handling. Only lazily loaded modal
// components import this file, so Radix never ships with the first route.
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, X } from 'lucide-react';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Shows a back button in the header. */
  onBack?: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /** Keeps one height whatever the content (a search whose results change per keystroke). */
  fixedHeight?: boolean;
  className?: string;
}

const DISMISS_DISTANCE = 120;

export function Modal({
  open,
  onClose,
  onBack,
  title,
  description,
  children,
  footer,
  size = 'md',
  fixedHeight = false,
  className,
}: ModalProps) {
  const { t } = useTranslation('common');
  const [drag, setDrag] = useState(0);
  const start = useRef<number | null>(null);

  const onHandleDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientY;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onHandleMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    setDrag(Math.max(0, event.clientY - start.current));
  };
  const onHandleUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (drag > DISMISS_DISTANCE) onClose();
    setDrag(0);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/60 backdrop-blur-sm animate-fade-in" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Focus goes back to the opening control from the modal store (lib/modal-store), which
          // remembers it across stacked modals; Radix's own return would land on the modal below.
          onCloseAutoFocus={(event) => event.preventDefault()}
          style={drag ? { transform: `translateY(${drag}px)`, transition: 'none' } : undefined}
          className={cn(
            'fixed z-[71] flex flex-col border-border bg-surface text-text shadow-2xl shadow-black/60 outline-none',
            'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl border-t animate-sheet-up',
            'md:inset-0 md:m-auto md:max-h-[85dvh] md:w-[calc(100%-2rem)] md:rounded-2xl md:border md:animate-pop-in',
            fixedHeight ? 'h-[92dvh] md:h-[85dvh]' : 'md:h-fit',
            size === 'lg' ? 'md:max-w-[560px]' : 'md:max-w-modal',
            'transition-transform duration-200 ease-out',
            className,
          )}
        >
          <div
            className="flex h-6 shrink-0 touch-none cursor-grab items-center justify-center md:hidden"
            onPointerDown={onHandleDown}
            onPointerMove={onHandleMove}
            onPointerUp={onHandleUp}
            onPointerCancel={onHandleUp}
            aria-hidden="true"
          >
            <span className="h-1 w-10 rounded-full bg-border" />
          </div>
          <header className="flex min-h-14 shrink-0 items-center gap-1 px-2 md:pt-2">
            {onBack ? (
              <button
                type="button"
                onClick={onBack}
                aria-label={t('buttons.back')}
                className="flex size-11 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text"
              >
                <ArrowLeft size={22} className="rtl:-scale-x-100" />
              </button>
            ) : null}
            <Dialog.Title
              className={cn(
                'min-w-0 flex-1 truncate text-subtitle font-semibold',
                !onBack && 'ps-3',
              )}
            >
              {title}
            </Dialog.Title>
            <button
              type="button"
              onClick={(event) => {
                event.preventDefault();
                onClose();
              }}
              aria-label={t('buttons.close')}
              className="flex size-11 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text"
            >
              <X size={22} />
            </button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-5">
            {description ? (
              <Dialog.Description className="mb-4 text-body-sm text-muted">
                {description}
              </Dialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? (
            <div className="shrink-0 border-t border-border px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
