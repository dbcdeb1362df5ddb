// Online state and unsent cloud writes, for the always-visible sync indicator.
import { useSyncExternalStore } from 'react';
import { onBackend } from './backend-holder';

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

let pendingCount = 0;

function subscribePending(listener: () => void): () => void {
  let stop: () => void = () => undefined;
  const stopWaiting = onBackend((backend) => {
    stop =
      backend.pendingWrites?.subscribe((count) => {
        pendingCount = count;
        listener();
      }) ?? stop;
  });
  return () => {
    stopWaiting();
    stop();
  };
}

/** Writes applied on this device that the cloud has not acknowledged; always 0 in device mode. */
export function usePendingWrites(): number {
  return useSyncExternalStore(subscribePending, () => pendingCount);
}
