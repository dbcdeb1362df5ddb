// Chooses the storage mode from build-time config. Firebase is only ever reached through a dynamic import.
import type { Backend, Mode, RefusalListener } from './ports';
import { openDeviceBackend } from './device/device-backend';
import type { TransactionMirror } from './mirror/transaction-mirror';

interface FirebaseEnv {
  VITE_FIREBASE_API_KEY?: string;
  VITE_FIREBASE_AUTH_DOMAIN?: string;
  VITE_FIREBASE_PROJECT_ID?: string;
  VITE_FIREBASE_APP_ID?: string;
  VITE_FIREBASE_EMULATORS?: string;
}

export function modeFromEnv(env: FirebaseEnv): Mode {
  const configured = Boolean(
    env.VITE_FIREBASE_API_KEY &&
    env.VITE_FIREBASE_AUTH_DOMAIN &&
    env.VITE_FIREBASE_PROJECT_ID &&
    env.VITE_FIREBASE_APP_ID,
  );
  if (!configured) return 'device';
  return env.VITE_FIREBASE_EMULATORS === '1' ? 'emulator' : 'cloud';
}

/**
 * Cloud mode: the app's mirror, opened as the page starts, beside Firebase's code loading, so a screen
 * can read what it holds before the backend is open (ports.ts HeldReader). Null on the device, and where
 * IndexedDB refuses (a private window): the app then reads Firestore alone.
 */
export function openMirror(mode: Mode): Promise<TransactionMirror | null> {
  // Inlined at build time like openBackend's check below, so a device build has no mirror chunk either.
  if (mode === 'device' || !import.meta.env.VITE_FIREBASE_API_KEY) return Promise.resolve(null);
  return import('./mirror/transaction-mirror')
    .then(({ TransactionMirror }) => TransactionMirror.open())
    .catch((error: unknown) => {
      console.error('The transaction mirror could not be opened; reading from Firestore alone', error);
      return null;
    });
}

export async function openBackend(
  mode: Mode,
  env: FirebaseEnv,
  /** Cloud mode: told of each write the server refused after it was applied locally. */
  onRejected?: RefusalListener,
  /** Cloud mode: the mirror openMirror gave, so the page has one (its queue orders reads after writes). */
  mirror: Promise<TransactionMirror | null> = openMirror(mode),
): Promise<Backend> {
  // Device mode is the default and sits on the first paint's path, so it is bundled, not fetched later.
  if (mode === 'device') return openDeviceBackend();
  // Vite inlines this at build time, so a device build drops the Firebase chunk altogether (not even
  // precached by the service worker); cloud and emulator builds fetch it lazily.
  if (!import.meta.env.VITE_FIREBASE_API_KEY) throw new Error('This build has no Firebase configuration.');
  const { openFirebaseBackend } = await import('./firebase/firebase-backend');
  return openFirebaseBackend(
    {
      apiKey: env.VITE_FIREBASE_API_KEY ?? '',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
      projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
      appId: env.VITE_FIREBASE_APP_ID ?? '',
    },
    mode,
    mirror,
    onRejected,
  );
}
