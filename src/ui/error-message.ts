// One sentence for any error a screen shows. A full disk gives IndexedDB's QuotaExceededError, whose
// message is often empty: people saw 'Error saving setting: ' and an empty red toast.
import { toast } from 'sonner';

export const STORAGE_FULL_MESSAGE = 'Storage is full on this device. Free up some space, then try again.';
const UNKNOWN_MESSAGE = 'Something went wrong. Please try again.';

function isStorageFull(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof DOMException !== 'undefined' && error instanceof DOMException))
    return false;
  const { name, message } = error as Error;
  // Safari names it QUOTA_EXCEEDED_ERR; IndexedDB may wrap it in an AbortError that says "quota". A
  // server's quota (Firestore's resource-exhausted) is not this device's disk.
  if (name === 'QuotaExceededError' || name === 'QUOTA_EXCEEDED_ERR') return true;
  return name === 'AbortError' && /quota/i.test(message);
}

export function describeError(error: unknown): string {
  if (isStorageFull(error)) return STORAGE_FULL_MESSAGE;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim() || UNKNOWN_MESSAGE;
}

/**
 * For screens with a fixed SPEC message ('Error while adding transaction'): the message stays, and a
 * full disk is named under it, so people know what to do.
 */
export function toastFailure(message: string, error: unknown): void {
  console.error(error);
  toast.error(message, isStorageFull(error) ? { description: STORAGE_FULL_MESSAGE } : undefined);
}
