// One sentence for any error a person is shown (the messageOf of every layer). A full disk gives
// IndexedDB's QuotaExceededError, whose message is often empty: people saw 'Error saving setting: ' and an
// empty red toast.

export const STORAGE_FULL_MESSAGE = 'Storage is full on this device. Free up some space, then try again.';
const UNKNOWN_MESSAGE = 'Something went wrong. Please try again.';

export function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  // Safari names it QUOTA_EXCEEDED_ERR; IndexedDB may wrap it in an AbortError that says "quota". A
  // server's quota (Firestore's resource-exhausted) is not this device's disk.
  if (name === 'QuotaExceededError' || name === 'QUOTA_EXCEEDED_ERR') return true;
  return name === 'AbortError' && typeof message === 'string' && /quota/i.test(message);
}

export function describeError(error: unknown): string {
  if (isStorageFull(error)) return STORAGE_FULL_MESSAGE;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim() || UNKNOWN_MESSAGE;
}
