/**
 * Toasts without paying for the toast library up front: the first toast loads it (ToastHost),
 * so pages that never show one, like the landing page, never download it.
 */
export interface Toast {
  color: 'green' | 'red';
  message: string;
  /** Milliseconds on screen; the spec's default is 2 s. */
  autoClose?: number;
}

type Show = (toast: Toast) => void;

let show: Show | null = null;
const waiting: Toast[] = [];
const listeners = new Set<() => void>();

export function toast(next: Toast): void {
  if (show) return show(next);
  waiting.push(next);
  for (const listener of listeners) listener();
}

export function toastRequested(): boolean {
  return show !== null || waiting.length > 0;
}

export function onToastRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once the library is on the page: shows what waited and takes the rest directly. */
export function connectToasts(next: Show): void {
  show = next;
  for (const queued of waiting.splice(0)) next(queued);
}
