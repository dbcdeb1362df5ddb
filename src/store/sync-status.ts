// Online state and unsent cloud writes, for the always-visible sync indicator.
import { useCallback, useSyncExternalStore } from 'react';
import { useBackend } from './session-store';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/** Writes applied on this device that the cloud has not acknowledged; always 0 in device mode. */
export function usePendingWrites(): number {
  const pending = useBackend()?.pendingWrites;
  const subscribe = useCallback((listener: () => void) => pending?.subscribe(listener) ?? (() => undefined), [pending]);
  return useSyncExternalStore(subscribe, () => pending?.value ?? 0);
}
