import { useState } from 'react';
import { messages } from '../../shared/messages';
import { errorMessage } from '../api/client';
import { useToast, type Toast } from './toast';

interface BusyActionOptions {
  /** Said when the server's answer carries no pt-BR reason of its own. */
  failed?: string;
  /** Where the failure is said instead of a red toast: a field's error, an alert above the list. */
  onFailure?: (message: string) => void;
}

/** What a step says when it worked: a green toast with these words, this toast, or nothing. */
type Said = string | Toast | void;

/**
 * A button that calls the server: `busy` holds the running step's key (the clicked row's button spins, a panel's
 * other button does not), what the step returns is shown as a toast and a failure as a red toast with the server's
 * reason, or where `onFailure` says.
 */
export function useBusyAction<Key = true>({ failed = messages.admin.updateFailed, onFailure }: BusyActionOptions = {}) {
  const toast = useToast();
  const [busy, setBusy] = useState<Key | null>(null);

  async function run(step: () => Promise<Said>, key = true as Key) {
    setBusy(key);
    try {
      const said = await step();
      if (said !== undefined) toast(typeof said === 'string' ? { color: 'green', message: said } : said);
    } catch (error) {
      const message = errorMessage(error, failed);
      if (onFailure) onFailure(message);
      else toast({ color: 'red', message });
    } finally {
      setBusy(null);
    }
  }

  return { busy, running: busy !== null, run };
}
