import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastRequest, toastRequested } from './toast';

const ToastOutlet = lazy(() => import('./ToastOutlet'));

export function ToastHost() {
  const requested = useSyncExternalStore(onToastRequest, toastRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}
