// Opens cloud or emulator mode. Only ever loaded through a dynamic import, so device mode never downloads it.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  getRedirectResult,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithPopup,
  signInWithRedirect,
} from 'firebase/auth';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  enableNetwork,
  getDocFromCache,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
} from 'firebase/firestore';
import type { Backend, DocumentStore, Mode, RefusalListener } from '../ports';
import { MirroredDocumentStore } from '../mirror/mirrored-store';
import type { TransactionMirror } from '../mirror/transaction-mirror';
import { webLocks, type OutboxEnv } from '../mirror/outbox';
import { FirebaseAuthAdapter } from './firebase-auth';
import { FirestoreDocumentStore } from './firestore-store';
import { liteServerReads } from './lite-reads';
import { isStandalone } from './google-sign-in';
import { googleStub } from './google-stub';

interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

const EMULATOR_HOST = '127.0.0.1';
const AUTH_EMULATOR_PORT = 9099;
const FIRESTORE_EMULATOR_PORT = 8080;

const GOOGLE = { signInWithPopup, signInWithRedirect, getRedirectResult };

/**
 * Firestore's own cache holds what the open listeners read (the month or trip on screen) and the queue of
 * writes not yet sent; history lives in the app's mirror (data/mirror). Its local queries cost in proportion
 * to what it holds (issue 34), so it is kept near one screen's worth: a month of 834 entries at about 1.5 KB
 * each in Firestore's encoding is about 1.3 MB, twice that with the month-wise page or Insights open beside
 * home, and 10 MB leaves room for a few months and large receipts' metadata. Garbage collection only evicts
 * documents no listener holds, and never unsent writes, so a smaller cache loses nothing but speed.
 */
const FIRESTORE_CACHE_BYTES = 10 * 1024 * 1024;

export async function openFirebaseBackend(
  config: FirebaseConfig,
  mode: Exclude<Mode, 'device'>,
  /** Opened by the caller as the page starts (backend.ts openMirror); null without IndexedDB. */
  opening: Promise<TransactionMirror | null>,
  onRejected?: RefusalListener,
): Promise<Backend> {
  const app = initializeApp(config);
  const db = initializeFirestore(app, {
    // The Firestore emulator's streaming WebChannel sometimes sends a write answer with no commit time
    // (seen when queued writes are resent right after a reload). SDK 12 treats that as an internal
    // assertion (ID c050), its queue stops for good and the app stayed on 'Loading ...'. Long polling
    // makes it rare (4-6 reloads in 8 before, none in 8 after), not impossible: see watchForStoppedClient.
    // Production Firestore always sends the commit time, so real projects keep the default transport.
    experimentalForceLongPolling: mode === 'emulator',
    localCache: persistentLocalCache({
      tabManager: persistentMultipleTabManager(),
      cacheSizeBytes: FIRESTORE_CACHE_BYTES,
    }),
  });
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  auth.languageCode = 'us';
  if (mode === 'emulator') {
    connectFirestoreEmulator(db, EMULATOR_HOST, FIRESTORE_EMULATOR_PORT);
    connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${AUTH_EMULATOR_PORT}`, { disableWarnings: true });
  }
  // A refusal undoes the write in the mirror too, before the app is told of it.
  const refusals: { mirrored?: MirroredDocumentStore } = {};
  const network = { enabled: true };
  const serverReads = liteServerReads(app, {
    emulator: mode === 'emulator' ? { host: EMULATOR_HOST, port: FIRESTORE_EMULATOR_PORT } : null,
    online: () => network.enabled && navigator.onLine,
  });
  const server = new FirestoreDocumentStore(
    db,
    (message, refusal) => {
      void refusals.mirrored?.undoRefused(refusal);
      (onRejected ?? console.error)(message, refusal);
    },
    serverReads,
  );
  // Without IndexedDB (a private window that refuses it) the app still works, reading Firestore alone.
  const mirror = await opening;
  const locks = webLocks();
  const outbox: OutboxEnv | null = locks && {
    locks,
    heldLocally: (path) =>
      getDocFromCache(doc(db, path)).then(
        (snap) => snap.exists(),
        () => false,
      ),
    uid: () => auth.currentUser?.uid ?? null,
  };
  refusals.mirrored = mirror ? new MirroredDocumentStore(server, mirror, outbox) : undefined;
  const docs: DocumentStore = refusals.mirrored ?? server;
  // A page closed right after a save may have left the write in the mirror's outbox only.
  const replay = refusals.mirrored?.outbox;
  if (replay)
    auth.onAuthStateChanged((user) => {
      if (user)
        replay.replay(user.uid).catch((error: unknown) => console.error('Resending saved writes failed', error));
    });
  const stopped = watchForStoppedClient();
  return {
    mode,
    docs,
    auth: new FirebaseAuthAdapter(auth, {
      // MODE is inlined at build time, so other builds drop the stub and its check altogether.
      google: (import.meta.env.MODE === 'emulator' && googleStub(window)) || GOOGLE,
      env: () => ({ standalone: isStandalone(window) }),
      testAccounts: mode === 'emulator',
    }),
    setNetworkEnabled: (enabled) => {
      network.enabled = enabled;
      return enabled ? enableNetwork(db) : disableNetwork(db);
    },
    pendingWrites: server.pending,
    onStopped: stopped,
    forgetDevice: async () => {
      // The mirror is shared by every tab of this origin; clearing it (not deleting the database) works while
      // another tab still has it open.
      await mirror?.clear();
      await terminate(db);
      // Refused while another tab still has the cache open; that tab signs out too (Auth tells every
      // tab) and its own sign-out clears it.
      await clearIndexedDbPersistence(db);
    },
  };
}

const CLIENT_STOPPED_MESSAGE =
  'Vyay lost its connection to the cloud after an internal error. Reload to continue; changes saved on this device are kept.';

/**
 * Firestore reports a broken invariant by throwing "INTERNAL ASSERTION FAILED" from its queue, outside
 * any call of ours, and then refuses all further work. The page's error events are the one place to see
 * it; the listener hears about it once.
 */
function watchForStoppedClient(): (listener: (message: string) => void) => void {
  let listener: ((message: string) => void) | null = null;
  let stopped = false;
  const check = (reason: unknown) => {
    const text = reason instanceof Error ? reason.message : String(reason ?? '');
    if (stopped || !text.includes('FIRESTORE') || !text.includes('INTERNAL ASSERTION FAILED')) return;
    stopped = true;
    listener?.(CLIENT_STOPPED_MESSAGE);
  };
  window.addEventListener('error', (event) => check(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => check(event.reason));
  return (next) => {
    listener = next;
    if (stopped) next(CLIENT_STOPPED_MESSAGE);
  };
}
