// For route loaders: wait until this session's own ledger list has answered. Until then the active
// ledger and the reader's role are the last saved state's, which may be a moment out of date.
import { currentLedgerState, subscribeLedgerState } from './ledger-store';

export function ledgersLive(signal: AbortSignal): Promise<void> {
  if (currentLedgerState().source === 'live') return Promise.resolve();
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const stop = subscribeLedgerState((state) => {
      if (state.source !== 'live') return;
      settle();
      resolve();
    });
    // A navigation that moves on (or a sign-out) abandons the wait, and with it the subscription.
    const abandon = () => {
      settle();
      reject(signal.reason);
    };
    const settle = () => {
      stop();
      signal.removeEventListener('abort', abandon);
    };
    signal.addEventListener('abort', abandon);
  });
}
