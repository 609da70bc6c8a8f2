import { Suspense, lazy } from 'react';
import { useToastHostWanted } from '@/lib/toast';

const ToastHost = lazy(() => import('./toast-host'));

/** Mounts the toast container once the first notification asks for it. */
export function ToastMount() {
  const wanted = useToastHostWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
