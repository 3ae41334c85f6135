import { createContext, useContext } from 'react';

export interface Toast {
  /** Green: everything asked was done; yellow: part of it was (a warning); red: nothing was. */
  color: 'green' | 'yellow' | 'red';
  message: string;
  /** Milliseconds on screen; the spec's default is 2 s. */
  autoClose?: number;
}

export type ShowToast = (toast: Toast) => void;

/** Filled by ToastProvider at the app's root. */
export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast; the first one asked for loads the toast library (see ToastProvider). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it (App.tsx)');
  return show;
}
