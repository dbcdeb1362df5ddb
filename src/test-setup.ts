// Gives Node tests a standards-compliant IndexedDB, so the device adapter and idb-keyval run unchanged.
import 'fake-indexeddb/auto';
