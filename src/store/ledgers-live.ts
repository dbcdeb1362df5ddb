// For route loaders: wait until this session's own ledger list has answered. Until then the active
// ledger and the reader's role are the last saved state's, which may be a moment out of date.
import type { LedgerSource } from './ledger-lifecycle';
import { currentLedgerState, subscribeLedgerState } from './ledger-store';

export function ledgersLive(signal: AbortSignal): Promise<void> {
  return sourceIn(signal, (source) => source === 'live');
}

/**
 * For a screen that re-reads when the live list differs from what it read by (Insights): the last saved
 * state will do, so a cold start does not wait for storage and the server's session to open.
 */
export function ledgersKnown(signal: AbortSignal): Promise<void> {
  return sourceIn(signal, (source) => source !== 'none');
}

function sourceIn(signal: AbortSignal, accept: (source: LedgerSource) => boolean): Promise<void> {
  if (accept(currentLedgerState().source)) return Promise.resolve();
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const stop = subscribeLedgerState((state) => {
      if (!accept(state.source)) return;
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
