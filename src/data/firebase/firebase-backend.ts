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
  CACHE_SIZE_UNLIMITED,
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
} from 'firebase/firestore';
import type { Backend, Mode, RefusalListener } from '../ports';
import { FirebaseAuthAdapter } from './firebase-auth';
import { FirestoreDocumentStore } from './firestore-store';
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

export function openFirebaseBackend(
  config: FirebaseConfig,
  mode: Exclude<Mode, 'device'>,
  onRejected?: RefusalListener,
): Backend {
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
      cacheSizeBytes: CACHE_SIZE_UNLIMITED,
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
  const docs = new FirestoreDocumentStore(db, onRejected);
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
    setNetworkEnabled: (enabled) => (enabled ? enableNetwork(db) : disableNetwork(db)),
    pendingWrites: docs.pending,
    onStopped: stopped,
    forgetDevice: async () => {
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
