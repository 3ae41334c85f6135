import { messages } from '../../shared/messages';
import { useCallback } from 'react';
import { useToast } from './toast';

/** Copies with the Clipboard API, or by selecting a hidden textarea where that API is missing or refused. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** Copies and says so in a toast (the spec's Pix toast stays 3 s, the admin's field toast 2 s). */
export function useCopyWithToast() {
  const toast = useToast();
  return useCallback(
    async (text: string, message: string, autoClose = 3000) => {
      const copied = await writeClipboard(text);
      toast(copied ? { color: 'green', message, autoClose } : { color: 'red', message: messages.checkout.copyFailed });
    },
    [toast],
  );
}
