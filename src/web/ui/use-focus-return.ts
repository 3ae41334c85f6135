import { useEffect, useState } from 'react';

/** How long after a dialog closed the list below may take to draw the button again (a reload of its rows). */
const RETURN_WAIT_MS = 2000;

const focusable = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement &&
  element !== document.body &&
  element.isConnected &&
  element.getClientRects().length > 0;

/**
 * Gives focus back, when the component goes away, to what had it when the component first drew (the button that
 * opened it), or else to the visible control named `fallbackName` (the same row's button, when the dialog was
 * opened by a click on the row or by its URL). Mantine's Modal returns focus only when its `opened` turns false: a
 * dialog that is mounted open and removed to close it (the back office's, driven by the URL) leaves focus on <body>.
 */
export function useFocusReturn(fallbackName: string) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      const deadline = performance.now() + RETURN_WAIT_MS;
      const give = () => {
        // Focus someone put elsewhere meanwhile (a click, a Tab) stays there.
        if (focusable(document.activeElement)) return;
        const target = focusable(opener)
          ? opener
          : [...document.querySelectorAll(`[aria-label="${CSS.escape(fallbackName)}"]`)].find(focusable);
        if (target) target.focus();
        else if (performance.now() < deadline) requestAnimationFrame(give);
      };
      requestAnimationFrame(give);
    },
    [opener, fallbackName],
  );
}

/**
 * After a save, when the button pressed went inactive (loading, then nothing left to save) and focus fell to
 * <body>, puts it on `target` (the field the save was about), so the keyboard carries on from there.
 */
export function refocusIfLost(target: HTMLElement | null) {
  requestAnimationFrame(() => {
    if (!focusable(document.activeElement)) target?.focus();
  });
}
