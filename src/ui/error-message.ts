// Error toasts for screens; the sentence itself comes from domain/error-text.ts.
import { toast } from './toast';
import { describeError, isStorageFull, STORAGE_FULL_MESSAGE } from '../domain/error-text';

export { describeError, STORAGE_FULL_MESSAGE };

/**
 * For screens with a fixed SPEC message ('Error while adding transaction'): the message stays, and a
 * full disk is named under it, so people know what to do.
 */
export function toastFailure(message: string, error: unknown): void {
  console.error(error);
  toast.error(message, isStorageFull(error) ? { description: STORAGE_FULL_MESSAGE } : undefined);
}
