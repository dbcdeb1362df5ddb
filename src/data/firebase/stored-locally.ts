// When a Firestore write counts as saved on this device: once the SDK has stored it in its local cache,
// not when the server acknowledges it (offline that never comes). The SDK queues the write and stores it in
// IndexedDB a moment later, on its own serial queue; answering before then let a reload right after "Group
// saved successfully" lose the new ledger altogether. A snapshots-in-sync listener added now is registered
// on that queue after the write, which by then is stored and handed to every listener, and it fires at
// once: the moment a cache read queued after the write gave, without that read's own IndexedDB round trip
// (part of Add Expense's wait offline, issue 34).
import { onSnapshotsInSync, type Firestore } from 'firebase/firestore';

/** Resolves once every write queued before this call is stored locally and shown to every listener. */
export function storedLocally(db: Firestore): Promise<void> {
  return new Promise((resolve) => {
    const stop = onSnapshotsInSync(db, () => {
      stop();
      resolve();
    });
  });
}
