// Asks once for persistent storage, so the browser does not evict the only copy of device-mode ledgers.
const ASKED_KEY = 'vyay-storage-persist-asked';

export async function requestPersistentStorage(onRefused: () => void): Promise<void> {
  if (!navigator.storage?.persist || localStorage.getItem(ASKED_KEY)) return;
  localStorage.setItem(ASKED_KEY, '1');
  try {
    if (await navigator.storage.persisted()) return;
    if (!(await navigator.storage.persist())) onRefused();
  } catch (error) {
    console.error('Asking for persistent storage failed', error);
    onRefused();
  }
}
