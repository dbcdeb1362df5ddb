// A Firestore listen that survives the one refusal a fresh ledger meets (firestore-store.ts's watches).
import { waitForPendingWrites, type Firestore, type FirestoreError } from 'firebase/firestore';
import type { Unsubscribe } from '../ports';

/**
 * The server checks a listen against the documents it has. Right after this device creates a ledger
 * or is given access, those writes may still be on their way, so the listen on its members or
 * transactions is refused although it will be allowed a moment later; Firestore then ends that listen
 * for good. So a refusal is retried once, after this device's queued writes are acknowledged; a
 * second refusal is real and reported.
 */
export function listenRetryingOnce(
  db: Firestore,
  start: (failed: (error: FirestoreError) => void) => Unsubscribe,
  report: (error: FirestoreError) => void,
): Unsubscribe {
  let stopped = false;
  let retried = false;
  const failed = (error: FirestoreError) => {
    if (stopped) return;
    if (retried || error.code !== 'permission-denied') return report(error);
    retried = true;
    waitForPendingWrites(db).then(
      () => {
        if (!stopped) stop = start(failed);
      },
      () => report(error),
    );
  };
  let stop = start(failed);
  return () => {
    stopped = true;
    stop();
  };
}
