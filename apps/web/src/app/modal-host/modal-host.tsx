// Renders the modal on top of the stack (lib/modal-store), loading its component on first use.
// Every modal closes when the player signs out (spec §2.8).
import { Suspense, useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { closeAllModals, closeModal, useModalState } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { MODAL_REGISTRY } from './registry';

function LoadingScrim() {
  return (
    <div className="fixed inset-0 z-[70] flex items-center justify-center bg-black/60 backdrop-blur-sm animate-fade-in">
      <Spinner size={32} />
    </div>
  );
}

export function ModalHost() {
  const { current, stack } = useModalState();
  const { status } = useSession();
  const previous = useRef(status);

  useEffect(() => {
    if (previous.current === 'user' && status !== 'user') closeAllModals();
    previous.current = status;
  }, [status]);

  if (!current) return null;
  const Component = MODAL_REGISTRY[current.name];
  return (
    <Suspense fallback={<LoadingScrim />}>
      <Component
        key={current.name}
        open
        onClose={closeAllModals}
        onBack={stack.length > 1 ? closeModal : undefined}
        props={current.props}
      />
    </Suspense>
  );
}
