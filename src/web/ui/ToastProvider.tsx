import { useCallback, useState, type ReactNode } from 'react';
import { lazyComponent } from './lazy-component';
import { loadAllStyles } from './load-all-styles';
import { ToastContext, type Toast } from './toast';

// A toast can show on a public page, which carries only its own components' styles.
const ToastOutlet = lazyComponent(() =>
  Promise.all([import('./ToastOutlet'), loadAllStyles()]).then(([module]) => module.default),
);

/**
 * Toasts without paying for the toast library up front: the first toast asked for loads it (ToastOutlet), so
 * pages that never show one, like the landing page, never download it. Toasts asked for meanwhile wait here.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  // Null until the first toast; then the toasts not yet handed to the library.
  const [waiting, setWaiting] = useState<Toast[] | null>(null);
  const show = useCallback((toast: Toast) => setWaiting((current) => [...(current ?? []), toast]), []);
  const shown = useCallback((count: number) => setWaiting((current) => (current ?? []).slice(count)), []);
  return (
    <ToastContext.Provider value={show}>
      {waiting && <ToastOutlet waiting={waiting} onShown={shown} />}
      {children}
    </ToastContext.Provider>
  );
}
