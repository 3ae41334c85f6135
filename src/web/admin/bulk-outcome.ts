import { messages } from '../../shared/messages';
import type { BulkResult } from '../../shared/schemas/admin';
import type { Toast } from '../ui/toast';

/**
 * The toast after a bulk status change. Green says "all done", so it is only for that: some rows refused is a
 * warning (yellow, with how many), every row refused a failure (red). The result table lists each row's reason.
 */
export function bulkOutcomeToast(results: readonly BulkResult[]): Toast {
  const changed = results.filter((row) => row.ok).length;
  const refused = results.length - changed;
  const color = refused === 0 ? 'green' : changed === 0 ? 'red' : 'yellow';
  return { color, message: messages.admin.bulkDone(changed, refused) };
}
